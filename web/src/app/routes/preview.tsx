import type { PreviewEntry } from '@tampa-local/domain';
import { data, Link } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { apiGet } from '@/lib/api-request';
import { isApiError } from '@/lib/api-error';
import { DataDefaults } from '@/lib/prefetched';
import { errorText } from '@/lib/session-store';
import { BusinessPreview } from '@/features/businesses/routes/business-detail';
import { EventCard } from '@/features/events/components/event-card';
import { PropertyCard } from '@/features/properties/components/property-card';
import { Profile } from './influencer-profile';
import type { Route } from './+types/preview';

type PreviewData = { preview: PreviewEntry } | { error: string };

/**
 * /preview/{kind}/{documentId}?status&expires&signature: the editors' preview, opened from
 * the panel. The cms checks the link's signature; the page is never cached nor indexed.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  try {
    const preview = await apiGet<PreviewEntry>(
      `/preview/${encodeURIComponent(params.kind)}/${encodeURIComponent(params.documentId)}`,
      { status: query.get('status'), expires: query.get('expires'), signature: query.get('signature') },
    );
    return data<PreviewData>({ preview });
  } catch (error) {
    const status = isApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 503;
    const message = status === 503 ? 'The preview could not be loaded. Please try again.' : errorText(error);
    return data<PreviewData>({ error: message ?? 'This preview link is not valid' }, { status });
  }
}

function entryName(preview: PreviewEntry): string {
  if (preview.kind === 'properties') return preview.entry.title;
  return preview.entry.name;
}

function Entry({ preview }: { preview: PreviewEntry }) {
  switch (preview.kind) {
    case 'businesses':
      return <BusinessPreview business={preview.entry} />;
    case 'influencers':
      return <Profile influencer={preview.entry} />;
    case 'events':
      return (
        <Container className="py-10">
          <div className="max-w-sm">
            <EventCard event={preview.entry} />
          </div>
        </Container>
      );
    case 'properties':
      return (
        <Container className="py-10">
          <div className="max-w-sm">
            <PropertyCard property={preview.entry} />
          </div>
        </Container>
      );
  }
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const answer: PreviewData = loaderData;
  if ('error' in answer) {
    return (
      <Container className="py-16">
        <PageMeta title="Preview" description="An editor's preview of Tampa Local." noindex />
        <h1 className="text-3xl font-bold text-slate-900">Preview</h1>
        <p role="alert" className="mt-4 text-slate-800">
          {answer.error}{' '}
          <Link to={paths.home} className="font-semibold text-bay-700 underline">
            Go to Tampa Local
          </Link>
        </p>
      </Container>
    );
  }
  const { preview } = answer;
  return (
    <DataDefaults>
      <PageMeta title={`Preview: ${entryName(preview)}`} description="An editor's preview of Tampa Local." noindex />
      <p role="status" className="bg-sunset-700 px-4 py-2 text-center text-sm font-semibold text-white">
        {preview.status === 'draft'
          ? 'Preview of the draft: visitors do not see these changes until they are published.'
          : 'Preview of the published version.'}
      </p>
      <Entry preview={preview} />
    </DataDefaults>
  );
}
