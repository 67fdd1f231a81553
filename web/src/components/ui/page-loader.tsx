/** Shown while a page's code loads (route-level code splitting). */
export function PageLoader({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        className={`h-10 w-10 animate-spin rounded-full border-4 ${tone === 'dark' ? 'border-white/20 border-t-sunset-400' : 'border-bay-100 border-t-bay-700'}`}
        aria-hidden="true"
      />
      <span className="sr-only">Loading page...</span>
    </div>
  );
}
