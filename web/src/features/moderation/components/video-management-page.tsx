import { Link } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { Badge } from '@/components/ui/badge';
import { ToastProvider } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { ModeratorGate } from './moderator-gate';
import { VideoManager } from './video-manager';

/** /admin/videos: add creator videos to a business and moderate them. */
export function VideoManagementPage() {
  return (
    <ToastProvider>
      <Container className="py-12">
        <PageMeta title="Video Management" description="Tampa Local admin: business video moderation." noindex />
        <Link to={paths.moderation} className="text-sm font-semibold text-bay-700 underline hover:text-bay-800">
          <span aria-hidden="true">← </span>Back to Admin
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Video Management</h1>
          <Badge tone="sunset">Admin Only</Badge>
        </div>
        <p className="mb-6 mt-2 max-w-2xl text-slate-600">
          Add TikTok, YouTube, Instagram or Vimeo videos to a business. New videos wait as pending until approved.
        </p>
        <ModeratorGate>
          <VideoManager />
        </ModeratorGate>
      </Container>
    </ToastProvider>
  );
}

export default VideoManagementPage;
