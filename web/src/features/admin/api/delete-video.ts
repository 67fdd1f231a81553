import { adminRequest } from './admin-request';

/** DELETE /api/business-videos/{id}: 204. */
export async function deleteVideo(id: string): Promise<void> {
  await adminRequest<unknown>({ method: 'delete', url: `/business-videos/${encodeURIComponent(id)}` });
}
