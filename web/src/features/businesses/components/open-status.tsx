/** 'Open · closes 9 PM' / 'Closed · opens 7 AM'; null when the business has no opening hours. */
export function openStatusText(isOpen: boolean | null, nextChange: string | null): string | null {
  if (isOpen === null) return null;
  const word = isOpen ? 'Open' : 'Closed';
  return nextChange ? `${word} · ${nextChange}` : word;
}

export function OpenStatus({
  isOpen,
  nextChange,
  tone = 'light',
}: {
  isOpen: boolean | null;
  nextChange: string | null;
  tone?: 'light' | 'dark';
}) {
  const text = openStatusText(isOpen, nextChange);
  if (!text) return null;
  const color = isOpen
    ? tone === 'dark'
      ? 'text-palm-300'
      : 'text-palm-700'
    : tone === 'dark'
      ? 'text-sunset-300'
      : 'text-sunset-800';
  return (
    <p className={`open-status ${color}`}>
      <span className={isOpen ? 'bg-palm-500' : 'bg-sunset-500'} aria-hidden="true" />
      {text}
    </p>
  );
}
