import type { ReactNode } from 'react';
import { Container } from '@/components/layouts/content-layout';

/** A full-width band of the home and landing pages, labelled by its heading. */
export function HomeSection({
  id,
  labelledBy,
  children,
  className = '',
}: {
  id?: string;
  labelledBy: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`scroll-mt-20 py-12 sm:py-16 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}
