import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { isFocusLost } from '../lib/focus';

export interface AdminKeyFormAction {
  label: string;
  busyLabel: string;
  busy: boolean;
  onClick: () => void;
}

/**
 * The admin key field (a password input) with the screen's main action, e.g.
 * 'Download CSV' on /admin or 'Continue' on /admin/videos. Blank keys are
 * handed to the caller, which decides how to refuse them. An error (the server's
 * 401 message, for one) is shown under the field, which then takes the focus.
 */
export function AdminKeyForm({
  value,
  onChange,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  error,
  secondaryAction,
}: {
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  error?: string | null;
  secondaryAction?: AdminKeyFormAction;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const shownError = useRef(error);
  const wasBusy = useRef(busy);

  // A new error sends the admin back to the field; an error already there when the form appears does not steal focus.
  useEffect(() => {
    if (error && error !== shownError.current) inputRef.current?.focus();
    shownError.current = error;
  }, [error]);

  // A disabled button drops the focus; once the work is done it gets it back (unless an error took it).
  useEffect(() => {
    if (wasBusy.current && !busy && isFocusLost()) submitRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  const working = busy || Boolean(secondaryAction?.busy);
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
          Admin key
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="password"
          name="adminKey"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm hover:border-bay-500"
        />
        <p id={hintId} className="text-xs text-slate-600">
          Kept in this browser tab until you close it, and sent only to Tampa Local's server.
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-sunset-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button ref={submitRef} type="submit" className={buttonClass('primary')} disabled={working}>
          {busy ? busyLabel : submitLabel}
        </button>
        {secondaryAction && (
          <Button variant="outline" onClick={secondaryAction.onClick} disabled={working}>
            {secondaryAction.busy ? secondaryAction.busyLabel : secondaryAction.label}
          </Button>
        )}
      </div>
    </form>
  );
}
