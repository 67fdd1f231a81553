import type { ReactNode } from 'react';

/** What stands in the map's place when there is no map (no WebGL, a failed load), or before it loads. */
export function MapNote({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center p-6">
      <p
        role="status"
        className="max-w-sm rounded-xl bg-white/95 px-4 py-3 text-center text-sm font-medium text-slate-800 shadow"
      >
        {children}
      </p>
    </div>
  );
}
