import { useRef, type ReactNode } from 'react';
import { scrollCarousel } from '@/lib/scroll';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d={direction === 'left' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A horizontal, scroll-snapping strip with previous/next buttons that move
 * it by a fixed step (240 px for media, 300 px for creators). It stays fully
 * usable by touch, trackpad and keyboard (the strip itself is focusable).
 */
export function Carousel({
  label,
  step,
  children,
  tone = 'light',
}: {
  label: string;
  step: number;
  children: ReactNode;
  tone?: 'light' | 'dark';
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    if (trackRef.current) scrollCarousel(trackRef.current, direction * step);
  };
  const buttonClass =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-white/20 ring-1 ring-white/25'
      : 'bg-white text-bay-700 shadow ring-1 ring-slate-200 hover:bg-bay-50';

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div className="mb-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => scroll(-1)}
          className={`rounded-full p-2 ${buttonClass}`}
          aria-label={`Scroll ${label} left`}
        >
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          onClick={() => scroll(1)}
          className={`rounded-full p-2 ${buttonClass}`}
          aria-label={`Scroll ${label} right`}
        >
          <Arrow direction="right" />
        </button>
      </div>
      {/* relative: absolutely positioned text in the cards (sr-only) is clipped by the strip
          instead of widening the page, which a phone would zoom out to fit. */}
      <div
        ref={trackRef}
        tabIndex={0}
        data-testid="carousel-track"
        className="scrollbar-none relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-4"
      >
        {children}
      </div>
    </section>
  );
}
