/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'auto';
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to a section and moves keyboard focus there, so the next Tab continues from it. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls to the element of a URL hash once it exists; lazily loaded pages and
 * server data render it a little after navigation. Returns a cancel function.
 */
export function scrollToHashWhenReady(hash: string, timeoutMs = 3000): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => {};
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
      return;
    }
    if (Date.now() - started < timeoutMs) timer = setTimeout(attempt, 100);
  };
  attempt();
  return () => clearTimeout(timer);
}

export function scrollCarousel(element: HTMLElement, step: number): void {
  if (typeof element.scrollBy === 'function') {
    element.scrollBy({ left: step, behavior: scrollBehavior() });
  } else {
    element.scrollLeft += step;
  }
}
