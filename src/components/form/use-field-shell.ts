import type { FieldBaseProps } from './field-base';
import { helperId } from './helper-id';
import { useFieldId } from './use-field-id';

/**
 * What a single-control field hands to its FormField and its input: one id for the label, the
 * control and the helper line; the control described by the helper text (and any counters);
 * aria-invalid in the error state; the grey background while disabled. One place, so every
 * house input is labelled and described the same way.
 */
export function useFieldShell(
  props: FieldBaseProps & { 'aria-label'?: string },
  extra: { error?: boolean; describedByCounter?: boolean } = {},
) {
  const id = useFieldId(props.id, props.name);
  const counterId = `${id}-counter`;
  const error = extra.error ?? props.error;
  const describedBy =
    [props.helperText ? helperId(id) : '', extra.describedByCounter ? counterId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    id,
    /** The id of the field's `n/max` counter. */
    counterId,
    shell: {
      id,
      label: props.label,
      required: props.required,
      error,
      helperText: props.helperText,
      width: props.width,
    },
    inputProps: {
      required: props.required,
      'aria-label': props['aria-label'],
      'aria-invalid': error || undefined,
      'aria-describedby': describedBy,
    },
    inputSx: { bgcolor: props.disabled ? 'action.hover' : 'background.paper' },
  };
}
