import type { ReactNode } from 'react';
import { Container } from '@/components/layouts/content-layout';
import { PageHeader } from '@/components/layouts/page-header';
import { formatLongDate } from '@/lib/dates';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A static policy page: numbered sections and today's date as 'Last updated' (spec). */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader title={title} intro={<>Last updated: {formatLongDate(new Date())}</>} />
      <Container className="py-12">
        <div className="max-w-3xl space-y-8 text-slate-700 [&_a]:font-semibold [&_a]:text-bay-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
          <div className="text-lg">{intro}</div>
          <ol className="space-y-8">
            {sections.map((section, index) => (
              <li key={section.title} className="!ml-0 !list-none">
                <section aria-labelledby={`legal-section-${index + 1}`}>
                  <h2 id={`legal-section-${index + 1}`} className="text-xl font-bold text-slate-900">
                    {index + 1}. {section.title}
                  </h2>
                  <div className="mt-3">{section.body}</div>
                </section>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </>
  );
}
