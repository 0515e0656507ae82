import Stack from '@mui/material/Stack';
import type { Control, FieldValues } from 'react-hook-form';
import type { ElementProps } from './field-base';
import { TextFieldElement, type TextInputProps } from './text-input';

/** One text field of a form, as data: its name and the TextInput props it needs. */
export type TextFieldSpec<T extends FieldValues> = Omit<
  ElementProps<T, TextInputProps>,
  'control' | 'id'
>;

/**
 * A form's text fields from a list: one under another, or side by side in a row. Each field's
 * id is `<idPrefix>-<name>`.
 */
export function TextFields<T extends FieldValues>({
  control,
  idPrefix,
  fields,
  row,
}: {
  control: Control<T>;
  idPrefix: string;
  fields: readonly TextFieldSpec<T>[];
  row?: boolean;
}) {
  const items = fields.map((f) => (
    <TextFieldElement key={f.name} id={`${idPrefix}-${f.name}`} control={control} {...f} />
  ));
  if (!row) return <>{items}</>;
  return (
    <Stack direction="row" spacing={2}>
      {items}
    </Stack>
  );
}
