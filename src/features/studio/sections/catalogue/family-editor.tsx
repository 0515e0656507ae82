import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { DraftTextField } from '../../components/draft-fields';
import { pointerOf } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import { updateFamily, type ProductsFile, type TierList } from './catalogue-model';
import { TierTable } from './tier-table';
// A family's price grids: its tiers, then the regular-payment tiers when it has them (titled).
const TIER_LISTS: readonly TierList[] = ['tiers', 'regular'];

/** Package families (known by their id): label and tier grids, the regular-payment ones too. */
export function FamilyEditor({
  file,
  family,
  problems,
  onSelect,
  onChange,
}: {
  file: ProductsFile;
  family: string;
  problems: readonly StudioProblem[];
  onSelect: (family: string) => void;
  onChange: (next: ProductsFile) => void;
}) {
  const text = useConfig(messages.studio).catalogue;

  const current = file.packageFamilies[family];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Select
          id="studio-family-pick"
          label={text.familyPick}
          value={family}
          placeholder={false}
          options={Object.entries(file.packageFamilies).map(([value, f]) => ({
            value,
            label: f.label,
          }))}
          onChange={onSelect}
          width={320}
        />
        {current && (
          <DraftTextField
            file="products"
            pointer={pointerOf('packageFamilies', family, 'label')}
            problems={problems}
            label={text.familyLabel}
            value={current.label}
            onCommit={(label) => onChange(updateFamily(file, family, { label }))}
            width={320}
          />
        )}
      </Stack>
      {current &&
        TIER_LISTS.filter((list) => list === 'tiers' || current.regular).map((list) => (
          <Fragment key={list}>
            {list === 'regular' && (
              <Typography component="h4" sx={{ fontWeight: 700 }}>
                {text.tierLists.regular}
              </Typography>
            )}
            <TierTable
              file={file}
              family={family}
              list={list}
              problems={problems}
              onChange={onChange}
            />
          </Fragment>
        ))}
    </Stack>
  );
}
