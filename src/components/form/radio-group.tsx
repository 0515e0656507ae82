import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import MuiRadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { RequiredStar } from './label-group';
import type { ElementProps } from './text-input';
import { useFieldId } from './use-field-id';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  id?: string;
  name?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly RadioOption[];
  row?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/** A `<fieldset>` with a `<legend>` and native radios (arrow keys move between them). */
export function RadioGroup({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  options,
  row = true,
  required,
  disabled,
  error,
  helperText,
}: RadioGroupProps) {
  const fieldId = useFieldId(id, name);
  return (
    <Box
      component="fieldset"
      id={fieldId}
      aria-invalid={error || undefined}
      aria-describedby={helperText ? `${fieldId}-helper` : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ fontSize: 14, fontWeight: 600, mb: 0.5, p: 0 }}>
        {label}
        {required && <RequiredStar />}
      </Box>
      <MuiRadioGroup
        row={row}
        name={name ?? fieldId}
        value={value}
        onChange={(_, v) => onChange(v)}
        onBlur={onBlur}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            disabled={disabled || o.disabled}
            control={<Radio sx={{ color: error ? 'error.main' : undefined }} />}
            label={o.label}
          />
        ))}
      </MuiRadioGroup>
      {helperText && (
        <Box
          id={`${fieldId}-helper`}
          sx={{ fontSize: 12, mt: 0.5, color: error ? 'scale.red.700' : 'text.secondary' }}
        >
          {helperText}
        </Box>
      )}
    </Box>
  );
}

export function RadioGroupElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, RadioGroupProps>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <RadioGroup
      {...rest}
      name={field.name}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
