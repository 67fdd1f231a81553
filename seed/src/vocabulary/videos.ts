/** Titles and moderation notes of business videos. */
import type { VideoStatus } from '@tampa-local/domain';

export const VIDEO_TITLES = [
  'Trying {name} for the first time',
  '{name} in 60 seconds',
  'Is {name} worth the hype?',
  'Inside {name}',
  'Sunset at {name}',
  'A day at {name}',
  'Best {category} spot in {area}? {name}',
  'Our {adjective} visit to {name}',
  'POV: you found {name}',
  'What {price} gets you at {name}',
];
export const VIDEO_NOTES: Record<VideoStatus, ReadonlyArray<string | null>> = {
  active: [null],
  pending: [null, null, null, null, 'Under review'],
  rejected: ['Content not suitable', 'Not about this business', 'Duplicate of another video', 'Video quality too low'],
};
