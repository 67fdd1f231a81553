import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Last line of defence: a crash in one page shows a message instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      this.props.fallback ?? (
        <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
          <p className="mt-2 text-slate-600">Please reload the page. If it keeps happening, try again later.</p>
          <button
            type="button"
            className="mt-6 rounded-full bg-bay-700 px-5 py-2 font-semibold text-white hover:bg-bay-800"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
        </div>
      )
    );
  }
}
