import Stack from '@mui/material/Stack';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import {
  ROOM_TYPES,
  SELLING_TYPES,
  STATUS_OPTIONS,
  statusOption,
  type GongsilQuery,
} from '../model/gongsil-query';

const gongsilText = messages.gongsil;

type FilterPatch = Partial<Pick<GongsilQuery, 'status' | 'roomType' | 'sellingType'>>;

/** Native selects for status, room type and deal type; `private` in the URL shows the 광고종료 option. */
export function GongsilFilters({
  query,
  onChange,
}: {
  query: GongsilQuery;
  onChange: (patch: FilterPatch) => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} role="group" aria-label={gongsilText.filters.label}>
      <Select
        placeholder={false}
        width={180}
        id="gongsil-filter-status"
        label={gongsilText.filters.status}
        value={statusOption(query.status)}
        options={STATUS_OPTIONS.map((v) => ({ value: v, label: gongsilText.status[v || 'all'] }))}
        onChange={(v) => onChange({ status: v as GongsilQuery['status'] })}
      />
      <Select
        placeholder={false}
        width={180}
        id="gongsil-filter-room-type"
        label={gongsilText.filters.roomType}
        value={query.roomType}
        options={[
          { value: '', label: gongsilText.filters.all },
          ...ROOM_TYPES.map((v) => ({ value: v, label: gongsilText.roomTypes[v] })),
        ]}
        onChange={(v) => onChange({ roomType: v as GongsilQuery['roomType'] })}
      />
      <Select
        placeholder={false}
        width={180}
        id="gongsil-filter-selling-type"
        label={gongsilText.filters.sellingType}
        value={query.sellingType}
        options={[
          { value: '', label: gongsilText.filters.all },
          ...SELLING_TYPES.map((v) => ({ value: v, label: gongsilText.sellingTypes[v] })),
        ]}
        onChange={(v) => onChange({ sellingType: v as GongsilQuery['sellingType'] })}
      />
    </Stack>
  );
}
