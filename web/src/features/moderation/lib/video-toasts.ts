import type { ToastOptions } from '@/components/ui/toast';
import { serverErrorMessage } from './server-message';

export type VideoOperation = 'add' | 'delete' | 'moderate';

const SUCCESS: Record<VideoOperation, string> = {
  add: 'Video added successfully!',
  delete: 'Video deleted successfully!',
  moderate: 'Video moderated successfully!',
};

const FAILURE_DEFAULT: Record<VideoOperation, string> = {
  add: 'Failed to add video',
  delete: 'Failed to delete video',
  moderate: 'Failed to moderate video',
};

export function successToast(operation: VideoOperation): ToastOptions {
  return { title: 'Success', description: SUCCESS[operation] };
}

/** 'Failed to add video: {the server's error}', or the operation's default message. */
export async function failureToast(operation: VideoOperation, error: unknown): Promise<ToastOptions> {
  const message = (await serverErrorMessage(error)) ?? FAILURE_DEFAULT[operation];
  return { title: 'Error', description: `${FAILURE_DEFAULT[operation]}: ${message}`, variant: 'destructive' };
}
