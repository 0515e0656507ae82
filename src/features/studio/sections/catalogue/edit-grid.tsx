import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';

/**
 * A catalogue grid edited in place: the column headers (and an empty one over the remove
 * buttons), one row per item, and the button that adds a row under it.
 */
export function EditGrid({
  label,
  columns,
  addLabel,
  onAdd,
  notice,
  children,
}: {
  label: string;
  columns: readonly string[];
  addLabel: string;
  onAdd: () => void;
  /** A problem of the whole grid, shown above it. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1}>
      {notice}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
      <Stack direction="row">
        <Button size="sm" kind="outline" onClick={onAdd}>
          {addLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The last cell of a grid row: removes the row (named for screen readers by `label`). */
export function RemoveCell({
  label,
  onRemove,
  disabled,
}: {
  label: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const text = useConfig(messages.studio).catalogue;

  return (
    <TableCell align="right">
      <Button
        size="sm"
        kind="danger-outline"
        disabled={disabled}
        onClick={onRemove}
        aria-label={label}
      >
        {text.remove}
      </Button>
    </TableCell>
  );
}
