import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@tampa-local/domain';
import { buttonClass } from './button';
import { SelectField, type SelectOption } from './select-field';

export interface SearchFormCategory {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
}

const LOOKS = {
  // The directory pages' bar, in their header band: the label shown above the field.
  bar: {
    form: 'flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:flex-row sm:items-end',
    label: 'field-label',
    input: 'field-control',
    button: 'h-11 rounded-xl',
  },
  // The home hero's and the search page's, on a dark band: one large field, its label for screen readers.
  hero: {
    form: 'flex w-full max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl sm:flex-row',
    label: 'sr-only',
    input: 'h-12 min-w-0 flex-1 rounded-xl px-4 text-base text-slate-900 placeholder:text-slate-500',
    button: 'h-12 rounded-xl',
  },
} as const;

/**
 * The site's one search form (a `search` landmark named by its label): a text field, an
 * optional category select that applies at once, and a Search button (Enter searches
 * too). The text applies on submit, trimmed, `undefined` when blank. With `action`, the
 * browser submits it there itself before the page's script has run.
 */
export function SearchForm({
  label,
  placeholder,
  name,
  value,
  onSearch,
  category,
  action,
  look = 'bar',
  className = '',
}: {
  /** Accessible name of the search landmark and the field, e.g. 'Search businesses'. */
  label: string;
  placeholder: string;
  /** The field's query parameter ('search' on the directories, 'q' on /search). */
  name: string;
  /** The text being searched (the URL's): shown, and shown again when it changes. */
  value?: string;
  onSearch: (text: string | undefined) => void;
  category?: SearchFormCategory;
  /** Where the browser submits the form (GET) without the page's script. */
  action?: string;
  look?: keyof typeof LOOKS;
  /** Placement only (margins). */
  className?: string;
}) {
  const inputId = useId();
  const [text, setText] = useState(value ?? '');
  const styles = LOOKS[look];

  // Back/forward and shared links change the URL: show what is being searched.
  useEffect(() => setText(value ?? ''), [value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    onSearch(trimmed === '' ? undefined : trimmed);
  };

  const field = (
    <input
      id={inputId}
      type="search"
      name={name}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      placeholder={placeholder}
      onChange={(event) => setText(event.target.value)}
      className={styles.input}
    />
  );

  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method={action ? 'get' : undefined}
      onSubmit={submit}
      className={className ? `${className} ${styles.form}` : styles.form}
    >
      {look === 'bar' ? (
        <div className="field flex-1">
          <label htmlFor={inputId} className={styles.label}>
            {label}
          </label>
          {field}
        </div>
      ) : (
        <>
          <label htmlFor={inputId} className={styles.label}>
            {label}
          </label>
          {field}
        </>
      )}
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
      <button type="submit" className={buttonClass('primary', 'lg', styles.button)}>
        Search
      </button>
    </form>
  );
}
