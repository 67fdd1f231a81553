import { moderationRequest } from './moderation-request';

/** The name the export is saved under (the server sends the same in Content-Disposition). */
export const CSV_FILE_NAME = 'tampa-bay-businesses.csv';

/** GET /api/businesses/export/csv: every business as CSV, as a Blob ready to save. */
export async function exportBusinessesCsv(): Promise<Blob> {
  const data = await moderationRequest<unknown>({
    method: 'get',
    url: '/businesses/export/csv',
    responseType: 'blob',
    headers: { Accept: 'text/csv, application/json' },
    // The file is streamed; give a large directory more time than a JSON call.
    timeout: 120_000,
  });
  return data instanceof Blob ? data : new Blob([String(data ?? '')], { type: 'text/csv;charset=utf-8' });
}
