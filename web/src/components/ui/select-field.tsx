import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select. The empty value stands for 'all' and is shown
 * with its own label ('All Areas').
 */
export function SelectField({
  label,
  value,
  options,
  allLabel,
  onChange,
  hideLabel = false,
  className = '',
  name,
}: {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  allLabel: string;
  onChange: (value: string | undefined) => void;
  hideLabel?: boolean;
  className?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        className="field-control shadow-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Options of a vocabulary, in its order, with its labels. */
export function vocabularyOptions<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
