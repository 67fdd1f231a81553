import { Button } from './button';

/** A failed load, in words a visitor understands, with a way to try again. */
export function ErrorMessage({
  title = 'Something went wrong',
  error,
  onRetry,
  tone = 'light',
}: {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
  tone?: 'light' | 'dark';
}) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <div
      role="alert"
      className={`rounded-2xl px-6 py-8 text-center ${tone === 'dark' ? 'bg-white/5 text-slate-200' : 'bg-sunset-50 text-slate-800'}`}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-sm">We couldn't load this right now. Please check your connection and try again.</p>
      {detail && <p className={`mt-2 text-xs ${tone === 'dark' ? 'text-slate-400' : 'text-slate-600'}`}>{detail}</p>}
      {onRetry && (
        <Button className="mt-4" variant={tone === 'dark' ? 'dark' : 'secondary'} onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
