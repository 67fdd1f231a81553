import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@/config/site';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'> {
  src: string | null | undefined;
  /** The same picture at other widths ('a.webp 480w, b.webp 800w'): the browser picks by `sizes`. */
  srcSet?: string | null;
  /** Required: describe the image, or pass "" when it is purely decorative. */
  alt: string;
  /** Local image shown when there is no source or it fails to load. */
  fallback?: string;
  /** The page's main picture (the first card of a list): loaded at once, before the others. */
  priority?: boolean;
}

/** An image that never shows a broken icon: a missing or failing source gets a local placeholder. */
export function SafeImage({
  src,
  srcSet,
  sizes,
  alt,
  fallback = PLACEHOLDER_IMAGE,
  loading = 'lazy',
  priority = false,
  ...props
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src.trim() !== '' && failedSrc !== src ? src : fallback;
  const candidates = usable !== fallback && srcSet ? srcSet : undefined;
  return (
    <img
      {...props}
      src={usable}
      srcSet={candidates}
      sizes={candidates ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : props.fetchPriority}
      decoding="async"
      data-fallback={usable === fallback ? 'true' : undefined}
      onError={() => {
        if (usable !== fallback && src) setFailedSrc(src);
      }}
    />
  );
}
