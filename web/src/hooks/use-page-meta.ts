import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '@/config/site';

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets document.title ('… | Tampa Local') and the meta description of the current page. */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionTag().content = description.replace(/\s+/g, ' ').trim().slice(0, 300);
  }, [title, description]);
}
