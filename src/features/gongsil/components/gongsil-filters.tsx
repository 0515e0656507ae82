import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import {
  ROOM_TYPES,
  SELLING_TYPES,
  STATUS_OPTIONS,
  statusOption,
  type GongsilQuery,
} from '../model/gongsil-query';

type FilterKey = 'status' | 'roomType' | 'sellingType';
type FilterPatch = Partial<Pick<GongsilQuery, FilterKey>>;

interface Filter {
  key: FilterKey;
  id: string;
  value: (q: GongsilQuery) => string;
  options: { value: string; label: string }[];
}

/** The three filters as data: each reads its value from the query and writes it back by key. */
function filters(gongsilText: typeof messages.gongsil): Filter[] {
  const withAll = (options: { value: string; label: string }[]) => [
    { value: '', label: gongsilText.filters.all },
    ...options,
  ];
  return [
    {
      key: 'status',
      id: 'gongsil-filter-status',
      value: (q) => statusOption(q.status),
      options: STATUS_OPTIONS.map((v) => ({ value: v, label: gongsilText.status[v || 'all'] })),
    },
    {
      key: 'roomType',
      id: 'gongsil-filter-room-type',
      value: (q) => q.roomType,
      options: withAll(ROOM_TYPES.map((v) => ({ value: v, label: gongsilText.roomTypes[v] }))),
    },
    {
      key: 'sellingType',
      id: 'gongsil-filter-selling-type',
      value: (q) => q.sellingType,
      options: withAll(
        SELLING_TYPES.map((v) => ({ value: v, label: gongsilText.sellingTypes[v] })),
      ),
    },
  ];
}

/** Native selects for status, room type and deal type; `private` in the URL shows the 광고종료 option. */
export function GongsilFilters({
  query,
  onChange,
}: {
  query: GongsilQuery;
  onChange: (patch: FilterPatch) => void;
}) {
  const gongsilText = useConfig(messages.gongsil);
  const shown = useMemo(() => filters(gongsilText), [gongsilText]);
  return (
    <Stack direction="row" spacing={1.5} role="group" aria-label={gongsilText.filters.label}>
      {shown.map((f) => (
        <Select
          key={f.key}
          placeholder={false}
          width={180}
          id={f.id}
          label={gongsilText.filters[f.key]}
          value={f.value(query)}
          options={f.options}
          onChange={(v) => onChange({ [f.key]: v } as FilterPatch)}
        />
      ))}
    </Stack>
  );
}
