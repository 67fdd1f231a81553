/**
 * A whole-number setting from the environment, from `min` to `max`; `fallback` when it is
 * unset or blank. Anything else is a mistake, not a wish for the default: the cms or the
 * web server stops at start with a message naming the variable.
 */
export function wholeNumberSetting(
  name: string,
  configured: string | undefined,
  range: { min: number; max: number; fallback: number },
): number {
  if (configured === undefined || configured.trim() === '') return range.fallback;
  const value = Number(configured);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new Error(`${name} must be a whole number from ${range.min} to ${range.max}, not "${configured}"`);
  }
  return value;
}
