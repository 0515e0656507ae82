import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { fieldRow } from '../../../components/field-row';
import type { StudioFiles } from '../../../model/studio-section';
import { ConditionField } from '../../chain/components/condition-field';
import { useSortableRow } from '../../chain/components/use-sortable-row';
import type { MenuCheck, MenuItem } from '../model/menu-file';
import { pathProblem } from '../model/path-problem';
import { BlurTextInput } from './blur-text-input';
import { CheckList } from './check-list';

export interface MenuItemRowProps {
  id: string;
  item: MenuItem;
  /** DOM id and checker problem of a field of this item, by its path under the item. */
  idOf: (field: string) => string;
  errorOf: (field: string) => string | undefined;
  allowWhen: boolean;
  allowChecks: boolean;
  /** A single item (the gongsil link) is not reordered or removed. */
  fixed?: boolean;
  files: StudioFiles;
  guardTexts: Readonly<Record<string, string>>;
  onChange: (patch: Partial<MenuItem>) => void;
  onRemove: () => void;
}

/** What the developers own about an item (kind, tool path, address, action), shown read-only. */
function ownedParts(item: MenuItem): string[] {
  const t = readConfig(messages.studioEditors).menus;

  const out: string[] = [];
  if (item.toolPath) out.push(fmt(t.kinds.toolPath, { v: item.toolPath }));
  if (item.href) out.push(fmt(t.kinds.href, { v: item.href }));
  if (item.action) out.push(fmt(t.kinds.action, { v: `${item.action} ${item.tab ?? ''}`.trim() }));
  if (item.kind === 'logout') out.push(t.kinds.logout);
  return out;
}

/** One menu item: handle, label, linked route, developer-owned parts, condition and checks. */
export function MenuItemRow(props: MenuItemRowProps) {
  const t = useConfig(messages.studioEditors).menus;
  const studioEditorsText = useConfig(messages.studioEditors);

  const {
    id,
    item,
    idOf,
    errorOf,
    allowWhen,
    allowChecks,
    fixed,
    files,
    guardTexts,
    onChange,
    onRemove,
  } = props;
  const { setNode, style, dragging, handle } = useSortableRow(id, item.label);
  const owned = ownedParts(item);
  return (
    <Box
      component="li"
      ref={fixed ? undefined : setNode}
      style={fixed ? undefined : style}
      data-item={id}
      aria-label={item.label}
      sx={{
        ...fieldRow('40px 220px 260px 1fr auto'),
        p: 1.5,
        border: 1,
        borderColor: errorOf('') ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.selected' : 'background.paper',
      }}
    >
      {fixed ? <Box /> : handle}
      <BlurTextInput
        id={idOf('label')}
        label={t.label}
        value={item.label}
        validate={(v) => (v.trim() ? undefined : t.labelRequired)}
        error={!!errorOf('label')}
        helperText={errorOf('label')}
        onCommit={(label) => onChange({ label })}
      />
      {item.path !== undefined ? (
        <BlurTextInput
          id={idOf('path')}
          label={t.path}
          aria-label={`${item.label} ${t.path}`}
          value={item.path}
          validate={(v) => pathProblem(v, files.routes)}
          error={!!errorOf('path')}
          helperText={errorOf('path')}
          onCommit={(path) => onChange({ path })}
        />
      ) : (
        <Box sx={{ pt: 3.5, display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label={t.readOnly}>
          {owned.map((o) => (
            <Chip key={o} size="small" label={o} title={t.readOnly} />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {allowWhen ? (
          <ConditionField
            id={idOf('when')}
            aria-label={`${item.label} ${studioEditorsText.condition.label}`}
            value={item.when}
            serverError={errorOf('when')}
            fields={files['session-fields']}
            onCommit={(when) => onChange({ when })}
          />
        ) : null}
        {allowChecks ? (
          <CheckList
            checks={item.checks ?? []}
            guardTexts={guardTexts}
            itemLabel={item.label}
            fields={files['session-fields']}
            idOf={(i, f) => idOf(`checks/${i}/${f}`)}
            errorOf={(i, f) => errorOf(`checks/${i}/${f}`)}
            onChange={(checks: MenuCheck[]) => onChange({ checks })}
          />
        ) : null}
      </Box>
      <Box sx={{ pt: 3.5 }}>
        {fixed || item.path === undefined ? null : (
          <Button
            kind="danger-outline"
            size="md"
            onClick={onRemove}
            aria-label={fmt(t.remove, { item: item.label })}
          >
            {t.removeShort}
          </Button>
        )}
      </Box>
    </Box>
  );
}
