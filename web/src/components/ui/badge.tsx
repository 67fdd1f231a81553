import type { ReactNode } from 'react';

export type BadgeTone = 'bay' | 'sunset' | 'palm' | 'slate' | 'dark';

const TONES: Record<BadgeTone, string> = {
  bay: 'bg-bay-50 text-bay-700 ring-bay-200',
  sunset: 'bg-sunset-50 text-sunset-700 ring-sunset-200',
  palm: 'bg-palm-50 text-palm-700 ring-palm-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  dark: 'bg-white/10 text-white ring-white/25',
};

export function Badge({
  tone = 'bay',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
