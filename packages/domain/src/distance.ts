/** A distance as the guide shows it: "0.3 mi", "2.4 mi", "12 mi"; under 0.1 mile "< 0.1 mi". */
export function formatDistance(miles: number): string {
  if (!Number.isFinite(miles) || miles < 0) return '';
  if (miles < 0.05) return '< 0.1 mi';
  if (miles < 9.95) return `${miles.toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}
