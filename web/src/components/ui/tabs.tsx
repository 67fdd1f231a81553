import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End, automatic
 * activation). Small on purpose: the home page must not pull in a UI library.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  children,
  tone = 'light',
}: {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  tone?: 'light' | 'dark';
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (selectedIndex + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (selectedIndex - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  const idle =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-white/20'
      : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-bay-50';
  const active = tone === 'dark' ? 'bg-sunset-400 text-bay-950' : 'bg-bay-700 text-white';

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${isSelected ? active : idle}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[selectedIndex]?.id ?? ''}`}
        className="mt-6"
      >
        {children}
      </div>
    </div>
  );
}
