/**
 * The named fields of an object, and only those: data shaped to what a component shows
 * before a server loader hands it to the page (a page's loader data is written into its
 * HTML for hydration, so a field no card shows costs every visitor its bytes). An
 * optional field the object lacks stays absent.
 */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (value[key] !== undefined) picked[key] = value[key];
  return picked;
}
