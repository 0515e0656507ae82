import Box from '@mui/material/Box';
import { Checkbox } from '@/components/form/checkbox';
import { NumberInput } from '@/components/form/number-input';
import { messages } from '@/generated/config/messages-studio';
import type { SessionFieldsConfig } from '@/generated/config/session-fields';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { fieldRow } from '../../../components/field-row';
import type { ChainStep } from '../model/chain-file';
import { stepLabel } from '../model/step-label';
import { ConditionField } from './condition-field';
import { ProblemLines } from './problem-lines';
import { useSortableRow } from './use-sortable-row';

export interface StepRowProps {
  step: ChainStep;
  index: number;
  /** DOM id of a field of this step, by the field's name (`when`, `enabled`, `cookie/days`). */
  idOf: (field: string) => string;
  /** The checker's problem of a field of this step, in Korean. */
  errorOf: (field: string) => string | undefined;
  /** Problems of the step itself (its id, type, or the whole row), in Korean. */
  rowProblems: readonly string[];
  fields: SessionFieldsConfig;
  onChange: (patch: Partial<Omit<ChainStep, 'id' | 'type'>>) => void;
}

/** One step: drag handle, order, name, on/off, condition with live check, cookie lifetime. */
export function StepRow({
  step,
  index,
  idOf,
  errorOf,
  rowProblems,
  fields,
  onChange,
}: StepRowProps) {
  const t = useConfig(messages.studioEditors).chain;
  const studioEditorsText = useConfig(messages.studioEditors);

  const label = stepLabel(step.type);
  const { setNode, style, dragging, handle } = useSortableRow(step.id, label);
  const cookieError =
    errorOf('cookie/days') ??
    errorOf('cookie') ??
    (step.cookie && !(step.cookie.days >= 1) ? t.cookieMin : undefined);
  // A row problem that names a field shown here (a missing cookie) is already shown at it.
  const atFields = new Set([errorOf('when'), errorOf('enabled'), cookieError]);
  return (
    <Box
      component="li"
      ref={setNode}
      data-step={step.id}
      aria-label={label}
      style={style}
      sx={{
        ...fieldRow('40px 200px 90px 1fr 180px'),
        p: 1.5,
        border: 1,
        borderColor: rowProblems.length ? 'error.main' : 'divider',
        borderRadius: 1,
        // A step turned off gets a grey row (not faded text: helper lines must keep their contrast).
        bgcolor: dragging ? 'action.selected' : step.enabled ? 'background.paper' : 'action.hover',
      }}
    >
      {handle}
      <Box sx={{ pt: 0.75 }}>
        <Box sx={{ fontWeight: 700 }}>{label}</Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
          {fmt(t.order, { n: index + 1 })} · {step.id}
        </Box>
      </Box>
      <Box sx={{ pt: 0.5 }}>
        <Checkbox
          id={idOf('enabled')}
          label={t.enabled}
          checked={step.enabled}
          onChange={(enabled) => onChange({ enabled })}
          error={!!errorOf('enabled')}
        />
      </Box>
      <ConditionField
        id={idOf('when')}
        aria-label={`${label} ${studioEditorsText.condition.label}`}
        value={step.when}
        serverError={errorOf('when')}
        fields={fields}
        onCommit={(when) => onChange({ when })}
      />
      {step.cookie ? (
        <NumberInput
          id={idOf('cookie/days')}
          label={t.cookieDays}
          aria-label={`${label} ${t.cookieDays}`}
          unit={t.cookieUnit}
          maxLength={4}
          value={String(step.cookie.days)}
          onChange={(v) =>
            onChange({ cookie: { ...step.cookie!, days: v === '' ? 0 : Number(v) } })
          }
          error={!!cookieError}
          helperText={cookieError ?? fmt(t.cookieName, { name: step.cookie.name })}
        />
      ) : (
        <Box />
      )}
      <ProblemLines lines={rowProblems.filter((l) => !atFields.has(l))} />
    </Box>
  );
}
