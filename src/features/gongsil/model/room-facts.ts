import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { formatDate } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import type { GongsilRoom } from '../api/get-gongsil-list';

export type Claim = NonNullable<GongsilRoom['claim']>;

export const labelOf = <K extends string>(
  map: Record<K, string>,
  key: string | null | undefined,
) => (key ? ((map as Record<string, string>)[key] ?? key) : '');

/** Rooms this office may claim: nobody's yet, or requested to it. */
export const canClaim = (claim: Claim | undefined): boolean =>
  claim === 'OPEN' || claim === 'REQUESTED';

/** The room's facts as [label, value] rows for the detail view, in reading order. */
export function roomFacts(room: GongsilRoom): [string, string][] {
  const gongsilText = readConfig(messages.gongsil);

  const c = gongsilText.columns;
  const area = Number.isFinite(room.areaM2) ? room.areaM2 : '-';
  return [
    [c.roomType, labelOf(gongsilText.roomTypes, room.roomType)],
    [c.deal, formatDeal({ type: room.sellingType, deposit: room.deposit, price: room.price })],
    [c.address, [room.address, room.detailAddress].filter(Boolean).join(' ')],
    [gongsilText.detail.areaFloor, fmt(gongsilText.areaFloor, { area, floor: room.floor || '-' })],
    [
      c.dates,
      `${fmt(gongsilText.savedDate, { date: formatDate(room.savedTime) })} · ${fmt(
        gongsilText.updatedDate,
        { date: formatDate(room.updatedTime) },
      )}`,
    ],
  ];
}
