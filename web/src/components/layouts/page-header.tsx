import type { ReactNode } from 'react';

/** The coloured band at the top of the list and content pages. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Rendered under the text, overlapping the band (search bars). */
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-bay-800 via-bay-700 to-bay-900 pb-16 pt-10 text-white sm:pt-14">
      <div className="mx-auto max-w-6xl px-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-bay-100">{intro}</p>}
      </div>
      {children && <div className="mx-auto -mb-28 mt-6 max-w-6xl px-4">{children}</div>}
    </div>
  );
}
