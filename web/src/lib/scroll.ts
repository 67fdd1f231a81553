/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'auto';
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Events that mean the visitor is moving the page themselves. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps `element` at the top of the window while the content above it still
 * changes height (lazy sections, skeletons replaced by cards), which would
 * otherwise leave it off screen. Stops after `followMs` or as soon as the
 * visitor scrolls, taps or types. Returns a stop function.
 */
function followWhileSettling(element: HTMLElement, followMs: number): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let height = document.body.scrollHeight;
  const observer = new ResizeObserver(() => {
    const next = document.body.scrollHeight;
    if (next === height) return;
    height = next;
    element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  });
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(stopTimer);
    clearTimeout(listenTimer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const stopTimer = setTimeout(stop, followMs);
  // Registered after the current event, so the click or key press that asked for the scroll does not end it.
  const listenTimer = setTimeout(() => {
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  }, 0);
  return stop;
}

/**
 * Runs `found` with the element once it exists: lazily loaded pages and
 * sections render it a little after navigation or a click. Returns a cancel function.
 */
function whenElementExists(id: string, timeoutMs: number, found: (element: HTMLElement) => () => void): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop = () => {};
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) stop = found(element);
    else if (Date.now() - started < timeoutMs) timer = setTimeout(attempt, 100);
  };
  attempt();
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/**
 * Scrolls to a section and moves keyboard focus there, so the next Tab continues
 * from it; waits for a section that is still loading. Returns a cancel function.
 */
export function scrollToSection(id: string, timeoutMs = 3000, followMs = 5000): () => void {
  return whenElementExists(id, timeoutMs, (element) => {
    element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    return followWhileSettling(element, followMs);
  });
}

/**
 * Scrolls to the element of a URL hash once it exists, and keeps it in place
 * while the page settles. Returns a cancel function.
 */
export function scrollToHashWhenReady(hash: string, timeoutMs = 3000, followMs = 5000): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => {};
  return whenElementExists(id, timeoutMs, (element) => {
    element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
    return followWhileSettling(element, followMs);
  });
}

export function scrollCarousel(element: HTMLElement, step: number): void {
  if (typeof element.scrollBy === 'function') {
    element.scrollBy({ left: step, behavior: scrollBehavior() });
  } else {
    element.scrollLeft += step;
  }
}
