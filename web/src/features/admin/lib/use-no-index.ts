import { useEffect } from 'react';

/** Asks search engines not to index or follow the page while it is mounted. */
export function useNoIndex(): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = tag?.content ?? null;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'robots';
      document.head.appendChild(tag);
    }
    tag.content = 'noindex, nofollow';
    const current = tag;
    return () => {
      if (previous == null) current.remove();
      else current.content = previous;
    };
  }, []);
}
