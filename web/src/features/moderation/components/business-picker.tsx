import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@tampa-local/domain';
import { buttonClass } from '@/components/ui/button';
import { areaLabel, businessCategoryLabel } from '@/lib/labels';
import type { Business } from '@/types/api';
import { pickerMatches, useBusinessSearch } from '../api/search-businesses';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Wait this long after the last keystroke before asking the server. */
export const PICKER_DEBOUNCE_MS = 250;
export const PICKER_MORE_NOTE = 'Showing first 10 results. Keep typing to narrow search.';

/**
 * Type-ahead business picker (a WAI-ARIA combobox): the first ADMIN_PICKER_LIMIT
 * businesses whose name or category contains the text, a note when there are more,
 * and a clear button.
 */
export function BusinessPicker({
  selected,
  onSelect,
}: {
  selected: Business | null;
  onSelect: (business: Business | null) => void;
}) {
  const [query, setQuery] = useState('');
  const text = useDebouncedValue(query.trim(), PICKER_DEBOUNCE_MS);
  const { data, error, isLoading } = useBusinessSearch(text);
  const { shown, hasMore } = pickerMatches(data, text);
  const typing = query.trim() !== text;

  function clear() {
    setQuery('');
    onSelect(null);
  }

  let status: string | null = null;
  if (text !== '') {
    if (error) status = 'Search failed. Please try again.';
    else if (isLoading || (typing && shown.length === 0)) status = 'Searching...';
    else if (shown.length === 0) status = `No businesses found matching "${text}"`;
    else if (hasMore) status = PICKER_MORE_NOTE;
  }

  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-semibold text-slate-900">Find a business</Label>
      <Description className="text-xs text-slate-600">Type a business name or category.</Description>
      <Combobox
        value={selected}
        onChange={(business: Business | null) => {
          onSelect(business);
          setQuery('');
        }}
        onClose={() => setQuery('')}
        by="id"
      >
        <div className="flex gap-2">
          <ComboboxInput
            displayValue={(business: Business | null) => business?.name ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. Harbor Brunch or Nightlife"
            className="h-11 w-full min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm hover:border-bay-500"
          />
          {(query !== '' || selected) && (
            <button
              type="button"
              onClick={clear}
              aria-label="Clear business selection"
              className={buttonClass('outline', 'md', 'shrink-0')}
            >
              Clear
            </button>
          )}
        </div>
        {shown.length > 0 && (
          <ComboboxOptions
            modal={false}
            className="mt-1 max-h-[70vh] overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
          >
            {shown.map((business) => (
              <ComboboxOption
                key={business.id}
                value={business}
                className={({ focus, selected: isSelected }) =>
                  `rounded-lg px-3 py-2 text-sm text-slate-900 ${focus ? 'bg-bay-50' : ''} ${isSelected ? 'font-semibold' : ''}`
                }
              >
                <span className="block font-medium">{business.name}</span>
                <span className="block text-xs text-slate-600">
                  {[businessCategoryLabel(business.category), areaLabel(business.area)].filter(Boolean).join(' · ')}
                </span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
      <p aria-live="polite" className="text-sm text-slate-600">
        {status}
      </p>
    </Field>
  );
}
