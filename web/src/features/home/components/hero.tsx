import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@tampa-local/domain';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Home search: trimmed, non-empty text opens /businesses?search=<encoded>;
 * blank text does nothing.
 */
export function HeroSearchForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    if (search === '') return;
    navigate(paths.businessesFiltered({ search }));
  };

  return (
    <form
      role="search"
      aria-label="Search Tampa businesses"
      // Before the page's script has run, the browser submits it to the same URL itself.
      action={paths.businesses}
      method="get"
      onSubmit={submit}
      className="mt-8 flex w-full max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        Search Tampa businesses
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search restaurants, bars, beaches, gyms..."
        className="h-12 min-w-0 flex-1 rounded-xl px-4 text-base text-slate-900 placeholder:text-slate-500"
      />
      <button type="submit" className={buttonClass('primary', 'lg', 'h-12 rounded-xl')}>
        Search
      </button>
    </form>
  );
}

export function Hero({ children, title, intro }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-bay-900 text-white">
      {/* A drawn Tampa sunset over the bay: a small local SVG, sharp at any size. */}
      <img src="/images/hero-bay.svg" alt="" className="absolute inset-0 h-full w-full object-cover" />
      <div className="relative mx-auto flex max-w-6xl flex-col items-start px-4 py-20 sm:py-28">
        <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-sunset-200 ring-1 ring-white/20">
          Tampa Bay, Florida
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-bay-100">{intro}</p>
        {children}
      </div>
    </div>
  );
}
