import { useId, type InputHTMLAttributes, type Ref } from 'react';

/**
 * A labelled text input (e-mail, password): an optional hint under it, and the id of a
 * message elsewhere on the form (an error) it is described by while `invalid`.
 */
export function TextField({
  label,
  hint,
  invalid = false,
  errorId,
  inputRef,
  onValue,
  ...input
}: {
  label: string;
  hint?: string;
  invalid?: boolean;
  /** The form's error message, read out with the field while it is invalid. */
  errorId?: string;
  inputRef?: Ref<HTMLInputElement>;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'className'>) {
  const id = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : '', invalid && errorId ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm hover:border-bay-500"
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A form's error (role alert) or notice (role status), by the id its fields are described by. */
export function FormMessage({ id, text, tone }: { id: string; text: string; tone: 'error' | 'status' }) {
  return tone === 'error' ? (
    <p id={id} role="alert" className="text-sm font-semibold text-sunset-700">
      {text}
    </p>
  ) : (
    <p id={id} role="status" className="text-sm text-slate-700">
      {text}
    </p>
  );
}
