import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import MuiRadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ElementProps, FieldBaseProps } from './field-base';
import { FieldsetShell } from './fieldset-shell';
import { useFieldBinding } from './use-field-binding';
import { useFieldId } from './use-field-id';
import { useChosenBeforeHydration } from './use-typed-before-hydration';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<FieldBaseProps, 'width'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  row?: boolean;
}

/** A `<fieldset>` with a `<legend>` and native radios (arrow keys move between them). */
export function RadioGroup({
  value,
  onChange,
  onBlur,
  options,
  row = true,
  ...base
}: RadioGroupProps) {
  const fieldId = useFieldId(base.id, base.name);
  const groupName = base.name ?? fieldId;
  useChosenBeforeHydration(`radio:${groupName}`, value, onChange);
  return (
    <FieldsetShell {...base} id={fieldId}>
      <MuiRadioGroup
        row={row}
        name={groupName}
        value={value}
        onChange={(_, v) => onChange(v)}
        onBlur={onBlur}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            disabled={base.disabled || o.disabled}
            control={<Radio sx={{ color: base.error ? 'error.main' : undefined }} />}
            label={o.label}
          />
        ))}
      </MuiRadioGroup>
    </FieldsetShell>
  );
}

/** react-hook-form binding of RadioGroup (radios take no ref: the group is focused by name). */
export function RadioGroupElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, RadioGroupProps>) {
  const { inputRef: _ref, ...binding } = useFieldBinding({ name, control, rules, helperText });
  return <RadioGroup {...rest} {...binding} />;
}
