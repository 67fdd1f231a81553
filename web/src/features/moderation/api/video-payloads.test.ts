import { describe, expect, it } from 'vitest';
import { newVideoPayload } from './add-video';
import { moderationPayload } from './moderate-video';

describe('video request bodies', () => {
  it('add: empty title and description are left out, text is trimmed', () => {
    expect(
      newVideoPayload({ videoUrl: ' https://vimeo.com/1 ', title: ' ', description: '', isOwnContent: false }),
    ).toEqual({ videoUrl: 'https://vimeo.com/1', isOwnContent: false });
    expect(
      newVideoPayload({ videoUrl: 'https://vimeo.com/1', title: ' Tour ', description: 'Nice', isOwnContent: true }),
    ).toEqual({ videoUrl: 'https://vimeo.com/1', title: 'Tour', description: 'Nice', isOwnContent: true });
  });

  it('moderate: approve sends no notes, reject and hide send theirs', () => {
    expect(moderationPayload('approve')).toEqual({ status: 'active' });
    expect(moderationPayload('reject')).toEqual({ status: 'rejected', notes: 'Content not suitable' });
    expect(moderationPayload('hide')).toEqual({ status: 'pending', notes: 'Under review' });
  });
});
