import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { messages } from '@/generated/config/messages-studio';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { DraftTextField } from '../../components/draft-fields';
import { pointerOf } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import {
  addGroup,
  removeGroup,
  updateGroup,
  type Group,
  type ProductsFile,
} from './catalogue-model';
import { EditGrid, RemoveCell } from './edit-grid';

// The editable columns: the id is committed on blur (products refer to their group by it, so
// typing never re-keys it half-way).
const FIELDS = [
  {
    field: 'id',
    of: (g: Group) => {
      const text = readConfig(messages.studio).catalogue;
      return fmt(text.groupIdOf, { group: g.label });
    },
    width: 240,
  },
  {
    field: 'label',
    of: (g: Group) => {
      const text = readConfig(messages.studio).catalogue;
      return fmt(text.groupLabelOf, { group: g.id });
    },
    width: 320,
  },
] as const;

/** Product groups: id and label; a group still holding products cannot be removed. */
export function GroupTable({
  file,
  problems,
  onChange,
}: {
  file: ProductsFile;
  problems: readonly StudioProblem[];
  onChange: (next: ProductsFile) => void;
}) {
  const text = useConfig(messages.studio).catalogue;

  return (
    <EditGrid
      label={text.groups}
      columns={[text.groupId, text.groupLabel, text.groupCount]}
      addLabel={text.addGroup}
      onAdd={() => onChange(addGroup(file, text.newGroup).file)}
    >
      {file.groups.map((g, i) => {
        const used = file.products.filter((p) => p.group === g.id).length;
        return (
          <TableRow key={g.id}>
            {FIELDS.map(({ field, of, width }) => (
              <TableCell key={field}>
                <DraftTextField
                  file="products"
                  pointer={pointerOf('groups', i, field)}
                  problems={problems}
                  label={of(g)}
                  hideLabel
                  commitOn={field === 'id' ? 'blur' : 'change'}
                  value={g[field]}
                  width={width}
                  onCommit={(value) => onChange(updateGroup(file, g.id, { [field]: value }))}
                />
              </TableCell>
            ))}
            <TableCell>{fmt(text.productCount, { n: used })}</TableCell>
            <RemoveCell
              label={fmt(text.removeGroupOf, { group: g.label })}
              disabled={used > 0}
              onRemove={() => onChange(removeGroup(file, g.id))}
            />
          </TableRow>
        );
      })}
    </EditGrid>
  );
}
