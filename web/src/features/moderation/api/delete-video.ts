import { moderationRequest } from './moderation-request';

/** DELETE /api/business-videos/{id}: 204. */
export async function deleteVideo(id: string): Promise<void> {
  await moderationRequest<unknown>({ method: 'delete', url: `/business-videos/${encodeURIComponent(id)}` });
}
