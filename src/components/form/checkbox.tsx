import Box from '@mui/material/Box';
import MuiCheckbox from '@mui/material/Checkbox';
import type { ReactNode, Ref } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { ElementProps } from './text-input';
import { useFieldId } from './use-field-id';
import { useChosenBeforeHydration } from './use-typed-before-hydration';

export interface CheckboxProps {
  id?: string;
  name?: string;
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra content under the label (e.g. a nested field); not part of the label. */
  children?: ReactNode;
  /** Why the value is refused, in red under the label (the checkbox is described by it). */
  errorText?: ReactNode;
}

/** A native checkbox with a `<label>`; optional description and nested content. */
export function Checkbox({
  id,
  name,
  label,
  description,
  checked,
  onChange,
  onBlur,
  disabled,
  error,
  inputRef,
  children,
  errorText,
}: CheckboxProps) {
  const fieldId = useFieldId(id, name);
  useChosenBeforeHydration(`checkbox:${fieldId}`, checked, onChange);
  const descId =
    [description ? `${fieldId}-desc` : '', errorText ? `${fieldId}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <MuiCheckbox
        id={fieldId}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={onBlur}
        slotProps={{
          input: { 'aria-describedby': descId, 'aria-invalid': error || undefined, ref: inputRef },
        }}
        sx={{ p: 0.75, mt: -0.25, color: error ? 'error.main' : undefined }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        <Box
          component="label"
          htmlFor={fieldId}
          sx={{
            fontSize: 15,
            fontWeight: 600,
            cursor: disabled ? 'default' : 'pointer',
            color: disabled ? 'text.disabled' : 'text.primary',
          }}
        >
          {label}
        </Box>
        {description && (
          <Box id={`${fieldId}-desc`} sx={{ fontSize: 13, color: 'text.secondary', mt: 0.25 }}>
            {description}
          </Box>
        )}
        {errorText && (
          <Box
            id={`${fieldId}-error`}
            role="alert"
            sx={{ fontSize: 12, color: 'scale.red.700', mt: 0.25 }}
          >
            {errorText}
          </Box>
        )}
        {children}
      </Box>
    </Box>
  );
}

export function CheckboxElement<T extends FieldValues>({
  name,
  control,
  rules,
  ...rest
}: ElementProps<T, Omit<CheckboxProps, 'checked'>>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <Checkbox
      {...rest}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      errorText={fieldState.error?.message}
    />
  );
}
