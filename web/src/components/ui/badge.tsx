import type { ReactNode } from 'react';

export type BadgeTone = 'bay' | 'sunset' | 'palm' | 'slate' | 'dark';

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
    // The badge and its tone are component classes (index.css).
    <span className={className ? `badge badge-${tone} ${className}` : `badge badge-${tone}`}>{children}</span>
  );
}
