import { ACTION_TARGET, type VideoAction, type VideoStatus } from '@tampa-local/domain';
import type { BusinessVideo } from '@/types/api';
import { moderationRequest } from './moderation-request';

export interface ModerationPayload {
  status: VideoStatus;
  notes?: string;
}

/** The body of a moderation action: its target status, and its note when it has one. */
export function moderationPayload(action: VideoAction): ModerationPayload {
  const target = ACTION_TARGET[action];
  return target.notes == null ? { status: target.status } : { status: target.status, notes: target.notes };
}

/** POST /api/business-videos/{id}/moderate: 200 with the video; 409 for a move the status flow forbids. */
export function moderateVideo(id: string, action: VideoAction): Promise<BusinessVideo> {
  return moderationRequest<BusinessVideo>({
    method: 'post',
    url: `/business-videos/${encodeURIComponent(id)}/moderate`,
    data: moderationPayload(action),
  });
}
