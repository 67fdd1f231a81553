/**
 * The panel's opening-hours editor: a custom field over the business's JSON column. The
 * server registers it (src/index.ts) and the panel gives it its input (src/admin/app.tsx);
 * the attribute in schema.json names it `global::opening-hours`.
 */
export const OPENING_HOURS_FIELD = { name: 'opening-hours', type: 'json' } as const;
