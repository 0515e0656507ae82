import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import type { GongsilRoom } from '../api/get-gongsil-list';

export type Claim = NonNullable<GongsilRoom['claim']>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * yyyy.MM.dd of an ISO time, in the browser's time zone; the text as given when it is not a date.
 * Written out rather than with date-fns' `format`, which would add about 5 KB to the list's first load.
 */
export const formatRoomDate = (s: string | null | undefined): string => {
  if (!s) return '';
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) return s;
  return `${d.getFullYear()}.${pad2(d.getMonth() + 1)}.${pad2(d.getDate())}`;
};

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
      `${fmt(gongsilText.savedDate, { date: formatRoomDate(room.savedTime) })} · ${fmt(
        gongsilText.updatedDate,
        { date: formatRoomDate(room.updatedTime) },
      )}`,
    ],
  ];
}
