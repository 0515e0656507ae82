import OutlinedInput from '@mui/material/OutlinedInput';
import { useController } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { useFieldShell } from '@/components/form/use-field-shell';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { positionLabel, toPosition } from '@/lib/positions';
import type { RoomFieldsProps } from './form-section';

/**
 * 등록자 직책: the account's own position, shown and not chosen (A-85, issue 23 #7). The register
 * list (ui.json `positions.register`) holds the licensed agents' positions; a listing registered
 * from another (a brokerage assistant) says so, here and in the list.
 */
export function RegistrantField({ control }: Pick<RoomFieldsProps, 'control'>) {
  // positionLabel reads the config while rendering: render again when a version is applied.
  useConfigVersion();
  const R = useConfig(messages.form).room;
  const { register } = useConfig(uiConfig).positions;

  const { field } = useController({ control, name: 'position' });
  const position = toPosition(field.value);
  const licensed = position !== null && register.includes(position);
  const shell = useFieldShell({
    name: field.name,
    label: R.position,
    required: true,
    width: 240,
    helperText: licensed ? R.positionHelp : R.positionAssistantHelp,
  });
  return (
    <FormField {...shell.shell}>
      <OutlinedInput
        id={shell.id}
        name={field.name}
        value={positionLabel(position)}
        readOnly
        inputRef={field.ref}
        inputProps={shell.inputProps}
        sx={{ bgcolor: 'action.hover' }}
      />
    </FormField>
  );
}
