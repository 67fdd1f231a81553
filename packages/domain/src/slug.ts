export const SLUG_MAX_LENGTH = 96;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    // Combining marks left by NFKD: 'café' becomes 'cafe', not 'caf-'.
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;

  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  // A cut right before a hyphen already ends on a whole word.
  if (slug.charAt(SLUG_MAX_LENGTH) === '-') return cut;
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

export function isSlug(s: string): boolean {
  return s.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(s);
}
