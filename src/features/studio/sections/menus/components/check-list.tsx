import Box from '@mui/material/Box';
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages-studio';
import type { SessionFieldsConfig } from '@/generated/config/session-fields';
import { useConfig } from '@/lib/config';
import { fieldRow } from '../../../components/field-row';
import { ConditionField } from '../../chain/components/condition-field';
import type { MenuCheck } from '../model/menu-file';

export interface CheckListProps {
  checks: readonly MenuCheck[];
  /** The texts a check may show: messages.ko `guards`, by key. */
  guardTexts: Readonly<Record<string, string>>;
  idOf: (index: number, field: 'deny' | 'message') => string;
  errorOf: (index: number, field: 'deny' | 'message') => string | undefined;
  fields: SessionFieldsConfig;
  itemLabel: string;
  onChange: (checks: MenuCheck[]) => void;
}

/** The checks of a menu link: each a condition that stops the link and the text shown instead. */
export function CheckList({
  checks,
  guardTexts,
  idOf,
  errorOf,
  fields,
  itemLabel,
  onChange,
}: CheckListProps) {
  const t = useConfig(messages.studioEditors).menus;

  const options = Object.entries(guardTexts).map(([value, label]) => ({ value, label }));
  const set = (i: number, patch: Partial<MenuCheck>) =>
    onChange(checks.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5 }}
    >
      <Box component="legend" sx={{ fontSize: 14, fontWeight: 600, px: 0.5 }}>
        {t.checks}
      </Box>
      <Box sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>{t.checksHelp}</Box>
      {checks.map((c, i) => (
        <Box
          key={i}
          sx={{
            ...fieldRow('1fr 300px auto', 1.5),
            mb: 1,
          }}
        >
          <ConditionField
            id={idOf(i, 'deny')}
            label={t.deny}
            aria-label={`${itemLabel} ${t.deny} ${i + 1}`}
            optional={false}
            value={c.deny}
            serverError={errorOf(i, 'deny')}
            fields={fields}
            onCommit={(deny) => set(i, { deny })}
          />
          <Select
            id={idOf(i, 'message')}
            label={t.message}
            value={c.message}
            options={options}
            placeholder={false}
            error={!!errorOf(i, 'message')}
            helperText={errorOf(i, 'message')}
            onChange={(message) => set(i, { message: message as MenuCheck['message'] })}
          />
          <Box sx={{ pt: 3.5 }}>
            <Button
              kind="danger-outline"
              size="md"
              onClick={() => onChange(checks.filter((_, j) => j !== i))}
            >
              {t.removeCheck}
            </Button>
          </Box>
        </Box>
      ))}
      <Button
        kind="outline"
        size="sm"
        onClick={() =>
          onChange([
            ...checks,
            { deny: 'false', message: (options[0]?.value ?? '') as MenuCheck['message'] },
          ])
        }
      >
        {t.addCheck}
      </Button>
    </Box>
  );
}
