import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { fmt } from '@/lib/format-message';
import { DraftTextField } from '../../components/draft-fields';
import { pointerOf } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import { addGroup, removeGroup, updateGroup, type ProductsFile } from './catalogue-model';

const text = messages.studio.catalogue;

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
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={text.groups}>
        <TableHead>
          <TableRow>
            <TableCell>{text.groupId}</TableCell>
            <TableCell>{text.groupLabel}</TableCell>
            <TableCell>{text.groupCount}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {file.groups.map((g, i) => {
            const used = file.products.filter((p) => p.group === g.id).length;
            return (
              <TableRow key={g.id}>
                <TableCell>
                  <DraftTextField
                    file="products"
                    pointer={pointerOf('groups', i, 'id')}
                    problems={problems}
                    label={fmt(text.groupIdOf, { group: g.label })}
                    hideLabel
                    commitOn="blur"
                    value={g.id}
                    width={240}
                    onCommit={(id) => onChange(updateGroup(file, g.id, { id }))}
                  />
                </TableCell>
                <TableCell>
                  <DraftTextField
                    file="products"
                    pointer={pointerOf('groups', i, 'label')}
                    problems={problems}
                    label={fmt(text.groupLabelOf, { group: g.id })}
                    hideLabel
                    value={g.label}
                    width={320}
                    onCommit={(label) => onChange(updateGroup(file, g.id, { label }))}
                  />
                </TableCell>
                <TableCell>{fmt(text.productCount, { n: used })}</TableCell>
                <TableCell align="right">
                  <Button
                    size="sm"
                    kind="danger-outline"
                    disabled={used > 0}
                    onClick={() => onChange(removeGroup(file, g.id))}
                    aria-label={fmt(text.removeGroupOf, { group: g.label })}
                  >
                    {text.remove}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Stack direction="row">
        <Button
          size="sm"
          kind="outline"
          onClick={() => onChange(addGroup(file, text.newGroup).file)}
        >
          {text.addGroup}
        </Button>
      </Stack>
    </Stack>
  );
}
