import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { NumberInput } from '@/components/form/number-input';
import { Select } from '@/components/form/select';
import { RoomTypeSchema, SellingTypeSchema } from '@/generated/api/zod';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import type { DabangListFilter, RoomListSort } from '../api/get-dabang-room-list';
import { ROOM_LIST_SORTS } from '../model/list-search';

type Filter = Required<Pick<DabangListFilter, 'sort' | 'roomType' | 'sellingType'>> &
  Pick<DabangListFilter, 'priceMin' | 'priceMax'>;

const PRICE_MAX_LENGTH = 7;
const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const num = (s: string) => (s === '' ? undefined : Number(s));

/**
 * Order, room and deal type (each applies at once) and a price range in 만원 (applied with the
 * button or Enter, so typing does not reload the list at every digit). The server filters.
 */
export function RoomListFilters({
  value,
  onChange,
}: {
  value: Filter;
  onChange: (next: Partial<Filter>) => void;
}) {
  const t = useConfig(messages.pages.rooms);
  const L = t.lifecycle;

  const [min, setMin] = useState(text(value.priceMin));
  const [max, setMax] = useState(text(value.priceMax));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onChange({ priceMin: num(min), priceMax: num(max) });
  };
  const any = { value: '', label: L.allTypes };
  return (
    <Form
      aria-label={L.filtersLabel}
      onSubmit={apply}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5, mb: 2 }}
    >
      <Select
        id="room-sort"
        label={L.sortLabel}
        value={value.sort}
        placeholder={false}
        width={150}
        options={ROOM_LIST_SORTS.map((s) => ({ value: s, label: L.sorts[s] }))}
        onChange={(v) => onChange({ sort: v as RoomListSort })}
      />
      <Select
        id="room-type-filter"
        label={L.roomTypeLabel}
        value={value.roomType}
        placeholder={false}
        width={130}
        options={[any, ...RoomTypeSchema.options.map((r) => ({ value: r, label: t.roomTypes[r] }))]}
        onChange={(v) => onChange({ roomType: v as Schema<'RoomType'> | '' })}
      />
      <Select
        id="selling-type-filter"
        label={L.sellingTypeLabel}
        value={value.sellingType}
        placeholder={false}
        width={120}
        options={[
          any,
          ...SellingTypeSchema.options.map((s) => ({ value: s, label: L.sellingTypes[s] })),
        ]}
        onChange={(v) => onChange({ sellingType: v as Schema<'SellingType'> | '' })}
      />
      <NumberInput
        id="room-price-min"
        label={L.priceMinLabel}
        value={min}
        onChange={setMin}
        maxLength={PRICE_MAX_LENGTH}
        unit={L.priceUnit}
        width={150}
      />
      <NumberInput
        id="room-price-max"
        label={L.priceMaxLabel}
        value={max}
        onChange={setMax}
        maxLength={PRICE_MAX_LENGTH}
        unit={L.priceUnit}
        width={150}
      />
      <Button type="submit" kind="outline" size="lg">
        {L.apply}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ width: '100%', mt: -0.5 }}>
        {L.priceHint}
      </Typography>
    </Form>
  );
}
