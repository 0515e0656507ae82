import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { DraftIntField } from '../../components/draft-fields';
import { pointerOf } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import {
  addTier,
  removeTier,
  updateTier,
  type ProductsFile,
  type Tier,
  type TierList,
} from './catalogue-model';
import { EditGrid, RemoveCell } from './edit-grid';
const COLUMNS = ['day', 'months', 'slots', 'plus30', 'plus1', 'discount', 'price'] as const;

/** A package family's tiers as a grid: one row per period, every value editable in place. */
export function TierTable({
  file,
  family,
  list,
  problems,
  onChange,
}: {
  file: ProductsFile;
  family: string;
  list: TierList;
  problems: readonly StudioProblem[];
  onChange: (next: ProductsFile) => void;
}) {
  const text = useConfig(messages.studio).catalogue;

  const tiers: Tier[] = file.packageFamilies[family]?.[list] ?? [];
  return (
    <EditGrid
      label={text.tierLists[list]}
      columns={COLUMNS.map((c) => text.tierColumns[c])}
      addLabel={text.addTier}
      onAdd={() => onChange(addTier(file, family, list))}
    >
      {tiers.map((t, j) => (
        <TableRow key={t.day} data-tier-day={t.day}>
          {COLUMNS.map((c) => (
            <TableCell key={c}>
              <DraftIntField
                file="products"
                pointer={pointerOf('packageFamilies', family, list, j, c)}
                problems={problems}
                label={fmt(text.tierCellOf, { day: t.day, column: text.tierColumns[c] })}
                hideLabel
                commitOn={c === 'day' ? 'blur' : 'change'}
                value={t[c]}
                width={c === 'price' ? 130 : 84}
                onCommit={(v) => onChange(updateTier(file, family, list, t.day, { [c]: v }))}
              />
            </TableCell>
          ))}
          <RemoveCell
            label={fmt(text.removeTierOf, { day: t.day })}
            onRemove={() => onChange(removeTier(file, family, list, t.day))}
          />
        </TableRow>
      ))}
    </EditGrid>
  );
}
