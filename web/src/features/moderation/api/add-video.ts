import type { BusinessVideo } from '@/types/api';
import { moderationRequest } from './moderation-request';

export interface NewVideoInput {
  videoUrl: string;
  title: string;
  description: string;
  isOwnContent: boolean;
}

export interface NewVideoPayload {
  videoUrl: string;
  title?: string;
  description?: string;
  isOwnContent: boolean;
}

/** The request body: trimmed text, and an empty title or description left out. */
export function newVideoPayload(input: NewVideoInput): NewVideoPayload {
  const payload: NewVideoPayload = { videoUrl: input.videoUrl.trim(), isOwnContent: input.isOwnContent };
  const title = input.title.trim();
  const description = input.description.trim();
  if (title !== '') payload.title = title;
  if (description !== '') payload.description = description;
  return payload;
}

/** POST /api/businesses/{idOrSlug}/videos: 201 with the new video (status pending). */
export function addVideo(idOrSlug: string, input: NewVideoInput): Promise<BusinessVideo> {
  return moderationRequest<BusinessVideo>({
    method: 'post',
    url: `/businesses/${encodeURIComponent(idOrSlug)}/videos`,
    data: newVideoPayload(input),
  });
}
