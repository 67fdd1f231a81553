import { Description, Field, Label, Switch } from '@headlessui/react';

/** An on/off choice: a WAI-ARIA switch (role="switch") with its label and an optional hint. */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  name,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}) {
  // Off: a dark track with the knob left; on: bay blue with the knob right (both 3:1 or more on white).
  return (
    <Field disabled={disabled} className="flex items-start gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        name={name}
        className={`inline-flex h-8 w-14 shrink-0 items-center rounded-full px-1.5 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-bay-700' : 'bg-slate-600'}`}
      >
        <span aria-hidden="true" className={`h-5 w-5 rounded-full bg-white shadow ${checked ? 'ml-auto' : ''}`} />
      </Switch>
      <div className="min-w-0">
        <Label className="text-sm font-semibold text-slate-900">{label}</Label>
        {description && <Description className="text-sm text-slate-600">{description}</Description>}
      </div>
    </Field>
  );
}
