import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { CSV_FILE_NAME, exportBusinessesCsv } from '../api/export-businesses-csv';
import { saveFile } from '../lib/save-file';
import { serverErrorMessage } from '../lib/server-message';

export const CSV_MESSAGES = {
  success: 'CSV downloaded successfully!',
  networkFailure: 'Download failed. Please try again.',
  serverError: (message: string) => `Error: ${message}`,
} as const;

/** Why a download failed, in the words of the product spec (an alert). */
async function failureMessage(error: unknown): Promise<string> {
  if (!isApiError(error) || error.status === 0) return CSV_MESSAGES.networkFailure;
  return CSV_MESSAGES.serverError((await serverErrorMessage(error)) ?? `HTTP ${error.status}`);
}

/** The CSV export of the whole directory, for the signed-in moderator. */
export function CsvExport() {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    let message: string;
    try {
      saveFile(await exportBusinessesCsv(), CSV_FILE_NAME);
      message = CSV_MESSAGES.success;
    } catch (failure) {
      message = await failureMessage(failure);
    }
    setDownloading(false);
    window.alert(message);
  }

  return (
    <button type="button" className={buttonClass('primary')} disabled={downloading} onClick={() => void download()}>
      {downloading ? 'Downloading...' : 'Download CSV'}
    </button>
  );
}
