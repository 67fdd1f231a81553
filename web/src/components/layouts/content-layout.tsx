import type { ReactNode } from 'react';

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 ${className}`}>{children}</div>;
}

export function SectionHeading({
  id,
  title,
  intro,
  action,
  tone = 'light',
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  tone?: 'light' | 'dark';
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2
          id={id}
          className={`text-2xl font-bold tracking-tight sm:text-3xl ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
        >
          {title}
        </h2>
        {intro && <p className={`mt-1 ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>{intro}</p>}
      </div>
      {action}
    </div>
  );
}
