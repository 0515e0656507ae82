import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import type { StringFieldProps } from './field-base';
import { FormField } from './form-field';
import { useFieldShell } from './use-field-shell';
import { useChosenBeforeHydration } from './use-typed-before-hydration';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends StringFieldProps<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** Text of the empty first option (value ''); false for no placeholder. */
  placeholder?: string | false;
}

/** A native `<select>` (keyboard and screen-reader friendly) styled as an outlined input. */
export function Select({
  value,
  onChange,
  onBlur,
  options,
  placeholder: placeholderProp,
  inputRef,
  ...base
}: SelectProps) {
  const { select: selectText } = useConfig(messages.form);
  const placeholder = placeholderProp ?? selectText;
  const field = useFieldShell(base);
  useChosenBeforeHydration(`select:${field.id}`, value, onChange);
  return (
    <FormField {...field.shell}>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={base.disabled}
        error={base.error}
        inputRef={inputRef}
        input={<OutlinedInput id={field.id} name={base.name} />}
        inputProps={field.inputProps}
        sx={field.inputSx}
      >
        {placeholder !== false && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
