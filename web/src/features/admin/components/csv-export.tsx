import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { CSV_FILE_NAME, exportBusinessesCsv } from '../api/export-businesses-csv';
import { forgetAdminKey, rememberAdminKey, useAdminSession } from '../lib/admin-session';
import { saveFile } from '../lib/save-file';
import { serverErrorMessage } from '../lib/server-message';
import { useVerifyAdminKey } from '../lib/use-verify-admin-key';
import { AdminKeyForm } from './admin-key-form';
import { BLANK_KEY_MESSAGE } from './admin-key-gate';

export const CSV_MESSAGES = {
  blankKey: BLANK_KEY_MESSAGE,
  success: 'CSV downloaded successfully!',
  networkFailure: 'Download failed. Please try again.',
  serverError: (message: string) => `Error: ${message}`,
} as const;

/** Why a download failed, in the words of product spec §8 (an alert). */
async function failureMessage(error: unknown): Promise<string> {
  if (!isApiError(error) || error.status === 0) return CSV_MESSAGES.networkFailure;
  return CSV_MESSAGES.serverError((await serverErrorMessage(error)) ?? `HTTP ${error.status}`);
}

/**
 * The admin key and the CSV export. The key typed here is sent in the X-Admin-Key
 * header and kept for the browser session once the server accepts it; 'Show
 * Statistics' checks a key without downloading anything.
 */
export function CsvExport() {
  const session = useAdminSession();
  // null: the field shows the session's key (empty when there is none).
  const [typed, setTyped] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { verify, checking, error, setError } = useVerifyAdminKey();
  const value = typed ?? session.key ?? '';

  async function download() {
    const key = value.trim();
    if (key === '') {
      window.alert(CSV_MESSAGES.blankKey);
      return;
    }
    setError(null);
    setDownloading(true);
    let message: string;
    try {
      const csv = await exportBusinessesCsv(key);
      saveFile(csv, CSV_FILE_NAME);
      rememberAdminKey(key);
      message = CSV_MESSAGES.success;
    } catch (failure) {
      message = await failureMessage(failure);
      if (isApiError(failure) && failure.status === 401) {
        forgetAdminKey((await serverErrorMessage(failure)) ?? 'Admin key required');
        setTyped(null);
      }
    }
    setDownloading(false);
    window.alert(message);
  }

  async function showStatistics() {
    const key = value.trim();
    if (key === '') {
      window.alert(CSV_MESSAGES.blankKey);
      return;
    }
    if (!(await verify(key))) setTyped(null);
  }

  function forget() {
    forgetAdminKey();
    setTyped(null);
    setError(null);
  }

  return (
    <div>
      <AdminKeyForm
        value={value}
        onChange={setTyped}
        submitLabel="Download CSV"
        busyLabel="Downloading..."
        busy={downloading}
        onSubmit={() => void download()}
        error={error ?? session.notice}
        secondaryAction={
          session.key
            ? undefined
            : {
                label: 'Show Statistics',
                busyLabel: 'Checking...',
                busy: checking,
                onClick: () => void showStatistics(),
              }
        }
      />
      {session.key && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          Signed in for this browser session.
          <button type="button" onClick={forget} className="font-semibold text-bay-700 underline hover:text-bay-800">
            Forget key
          </button>
        </p>
      )}
    </div>
  );
}
