import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@tampa-local/domain';
import { buttonClass } from './button';
import { SelectField, type SelectOption } from './select-field';

export interface SearchBarCategory {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
}

/**
 * The list pages' search bar: text, an optional category select and a Search
 * button (Enter searches too). The text applies on submit; the select at once.
 */
export function SearchBar({
  label,
  placeholder,
  value,
  onSearch,
  category,
}: {
  /** Accessible name of the search landmark and the input, e.g. 'Search businesses'. */
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  category?: SearchBarCategory;
}) {
  const inputId = useId();
  const [text, setText] = useState(value ?? '');

  // Back/forward and shared links change the URL: show what is being searched.
  useEffect(() => setText(value ?? ''), [value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    onSearch(trimmed === '' ? undefined : trimmed);
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:flex-row sm:items-end"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          name="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="h-11 w-full rounded-xl border border-slate-300 px-3 text-sm text-slate-900 placeholder:text-slate-500 hover:border-bay-500"
        />
      </div>
      {category && (
        <SelectField
          className="sm:w-56"
          label={category.label}
          allLabel={category.allLabel}
          value={category.value}
          options={category.options}
          onChange={category.onChange}
        />
      )}
      <button type="submit" className={buttonClass('primary', 'lg', 'h-11 rounded-xl')}>
        Search
      </button>
    </form>
  );
}
