import Box from '@mui/material/Box';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fieldRow } from '../../../components/field-row';
import { fieldError, fieldId } from '../../../model/problems';
import type { StudioFiles, StudioProblem } from '../../../model/studio-section';
import { ConditionField } from '../../chain/components/condition-field';
import { SortableList } from '../../chain/components/sortable-list';
import {
  addLink,
  getIn,
  groupItems,
  itemIds,
  itemPointer,
  removeItem,
  reorderItems,
  setIn,
  updateItem,
  type MenuGroup as Group,
  type MenusFile,
} from '../model/menu-file';
import { pathProblem } from '../model/path-problem';
import { BlurTextInput } from './blur-text-input';
import { MenuItemRow } from './menu-item-row';
const FILE = 'menus';

export interface MenuGroupProps {
  group: Group;
  files: StudioFiles;
  problems: readonly StudioProblem[];
  guardTexts: Readonly<Record<string, string>>;
  onFile: (next: MenusFile) => void;
}

/** One header menu group: its own fields, its items in order, and a form to add a link. */
export function MenuGroup({ group, files, problems, guardTexts, onFile }: MenuGroupProps) {
  const t = useConfig(messages.studioEditors).menus;

  const file = files[FILE];
  const items = groupItems(file, group);
  const ids = itemIds(items);
  const at = (pointer: string) => ({
    id: fieldId(FILE, pointer),
    error: fieldError(problems, FILE, pointer),
  });
  const groupField = (name: string) => at(`/${group.key}/${name}`);
  const title = t.groups[group.key];
  return (
    <Box
      component="section"
      aria-labelledby={`menu-${group.key}-title`}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box component="h3" id={`menu-${group.key}-title`} sx={{ m: 0, fontSize: 18 }}>
        {title}
      </Box>
      {group.fields.length ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
          {group.fields.map((name) =>
            name === 'when' ? (
              <ConditionField
                key={name}
                id={groupField(name).id}
                label={t.groupWhen}
                aria-label={`${title} ${t.groupWhen}`}
                optional={false}
                value={getIn(file, [group.key, 'when']) as string}
                serverError={groupField(name).error}
                fields={files['session-fields']}
                onCommit={(v) => onFile(setIn(file, [group.key, 'when'], v))}
              />
            ) : (
              <BlurTextInput
                key={name}
                id={groupField(name).id}
                label={name === 'label' ? t.groupLabel : t.tooltip}
                aria-label={`${title} ${name === 'label' ? t.groupLabel : t.tooltip}`}
                value={String(getIn(file, [group.key, name]) ?? '')}
                error={!!groupField(name).error}
                helperText={groupField(name).error}
                onCommit={(v) => onFile(setIn(file, [group.key, name], v))}
              />
            ),
          )}
        </Box>
      ) : null}
      <SortableList
        ids={ids}
        nameOf={(id) => items[ids.indexOf(id)]?.label ?? id}
        onReorder={(order) => onFile(reorderItems(file, group, order))}
      >
        {items.map((item, index) => (
          <MenuItemRow
            key={ids[index]}
            id={ids[index]!}
            item={item}
            fixed={group.single}
            allowWhen={group.itemWhen}
            allowChecks={group.key === 'management' && item.kind === 'link'}
            files={files}
            guardTexts={guardTexts}
            idOf={(field) => at(itemPointer(group, index, field)).id}
            errorOf={(field) => at(itemPointer(group, index, field)).error}
            onChange={(patch) => onFile(updateItem(file, group, index, patch))}
            onRemove={() => onFile(removeItem(file, group, index))}
          />
        ))}
      </SortableList>
      {group.single || group.key === 'tools' || group.key === 'userMenu' ? null : (
        <AddLink
          group={group}
          routes={files.routes}
          onAdd={(path, label) => onFile(addLink(file, group, path, label))}
        />
      )}
    </Box>
  );
}

function AddLink({
  group,
  routes,
  onAdd,
}: {
  group: Group;
  routes: StudioFiles['routes'];
  onAdd: (path: string, label: string) => void;
}) {
  const t = useConfig(messages.studioEditors).menus;

  const [label, setLabel] = useState('');
  const [path, setPath] = useState('');
  const [tried, setTried] = useState(false);
  const labelError = tried && !label.trim() ? t.labelRequired : undefined;
  const pathError = tried ? pathProblem(path, routes) : undefined;
  return (
    <Form
      aria-label={`${t.groups[group.key]} ${t.addTitle}`}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!label.trim() || pathProblem(path, routes)) return;
        onAdd(path, label.trim());
        setLabel('');
        setPath('');
        setTried(false);
      }}
      sx={{
        ...fieldRow('220px 260px auto'),
        pl: 7,
      }}
    >
      <TextInput
        id={`menu-${group.key}-new-label`}
        label={t.newLabel}
        value={label}
        onChange={setLabel}
        error={!!labelError}
        helperText={labelError}
      />
      <TextInput
        id={`menu-${group.key}-new-path`}
        label={t.newPath}
        value={path}
        onChange={setPath}
        placeholder="/"
        error={!!pathError}
        helperText={pathError}
      />
      <Box sx={{ pt: 3.5 }}>
        <Button type="submit" kind="outline" size="md">
          {t.add}
        </Button>
      </Box>
    </Form>
  );
}
