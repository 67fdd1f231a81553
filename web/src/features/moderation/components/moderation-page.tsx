import { Link } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { CSV_FILE_NAME } from '../api/export-businesses-csv';
import { DirectoryStatsPanel } from './directory-stats-panel';
import { CsvExport } from './csv-export';
import { LatestModeration } from './moderation-history';
import { ModeratorGate } from './moderator-gate';
import { ReviewQueue } from './review-queue';

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** /admin: after a moderator signs in, the CSV export, the way to video management, live statistics and the latest moderation. */
export function ModerationPage() {
  return (
    <Container className="py-12">
      <PageMeta
        title="Admin"
        description="Tampa Local admin tools: directory export, statistics, review moderation and video management."
        noindex
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Admin</h1>
        <Badge tone="sunset">Admin Only</Badge>
      </div>
      <p className="mt-2 max-w-2xl text-slate-600">
        Export the business directory, see its live numbers, moderate reviews and manage creator videos.
      </p>

      <div className="mt-8">
        <ModeratorGate>
          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="csv-export-heading" className={cardClass}>
              <h2 id="csv-export-heading" className="text-xl font-bold text-slate-900">
                Export Businesses
              </h2>
              <p className="mb-4 mt-1 text-sm text-slate-600">
                Download every business as a spreadsheet file ({CSV_FILE_NAME}).
              </p>
              <CsvExport />
            </section>

            <section aria-labelledby="video-tools-heading" className={cardClass}>
              <h2 id="video-tools-heading" className="text-xl font-bold text-slate-900">
                Video Management
              </h2>
              <p className="mb-4 mt-1 text-sm text-slate-600">
                Add creator videos to a business, then approve, hide, reject or delete them.
              </p>
              <Link to={paths.moderationVideos} className={buttonClass('secondary')}>
                Manage Videos
              </Link>
            </section>
          </div>

          <ReviewQueue />
          <DirectoryStatsPanel />
          <LatestModeration />
        </ModeratorGate>
      </div>
    </Container>
  );
}

export default ModerationPage;
