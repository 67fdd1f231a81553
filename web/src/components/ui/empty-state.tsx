import type { ReactNode } from 'react';

export function EmptyState({ title, children, icon = '🌴' }: { title: string; children?: ReactNode; icon?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <p className="text-4xl" aria-hidden="true">
        {icon}
      </p>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
    </div>
  );
}
