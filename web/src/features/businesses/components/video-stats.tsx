import { formatCompactCount } from '@tampa-local/domain';
import type { BusinessVideo } from '@/types/api';

/** Likes, comments and shares in compact form (1.2K, 1.5M). */
export function VideoStats({
  video,
  tone = 'light',
}: {
  video: Pick<BusinessVideo, 'likeCount' | 'commentCount' | 'shareCount'>;
  tone?: 'light' | 'dark';
}) {
  const items = [
    { icon: '♥', label: 'likes', value: video.likeCount },
    { icon: '💬', label: 'comments', value: video.commentCount },
    { icon: '↗', label: 'shares', value: video.shareCount },
  ];
  return (
    <ul className={`flex gap-3 text-xs font-medium ${tone === 'dark' ? 'text-slate-200' : 'text-slate-700'}`}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1">
          <span aria-hidden="true">{item.icon}</span>
          <span>{formatCompactCount(item.value)}</span>
          <span className="sr-only">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
