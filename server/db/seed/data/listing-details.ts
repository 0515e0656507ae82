// The structured address and details of a seeded listing, derived from its number, title,
// address and save time: the rule migration 003 used to fill listings stored before it, so demo
// listings look like the ones that migration filled, plus a basement, a semi-basement and a
// rooftop room in every twelve (migration 020's floor kinds), and the ad disclosures migration 024
// derives from the number and the room type. The seed writes them with the row.

interface ListingBasics {
  rooms_seq: number;
  room_type: string;
  title: string;
  /** `시도 시군구 동 나머지`, separated by single spaces. */
  address: string;
  saved_time: Date;
}

const DAY_MS = 24 * 3600_000;

/** 지하 1층, 반지하 and 옥탑 among the numbered floors, by the listing number. */
function floorOf(roomsSeq: number) {
  const n = roomsSeq % 12;
  if (n === 3) return { floor_kind: 'BASEMENT', floor: -1 };
  if (n === 6) return { floor_kind: 'SEMI_BASEMENT', floor: null };
  if (n === 8) return { floor_kind: 'ROOFTOP', floor: null };
  return { floor_kind: 'GROUND', floor: 1 + (roomsSeq % 5) };
}

const DIRECTIONS = [
  'SOUTH',
  'SOUTH_EAST',
  'SOUTH_WEST',
  'EAST',
  'WEST',
  'NORTH',
  'NORTH_EAST',
  'NORTH_WEST',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Migration 024's disclosures of a listing stored before them (its UPDATE, line by line). */
export function listingDisclosures(roomsSeq: number, roomType: string, areaM2: number) {
  const complex = roomType === 'APT' || roomType === 'OFFICETEL';
  const parking = complex || roomsSeq % 3 !== 0;
  const fee = complex ? 120_000 + (roomsSeq % 8) * 10_000 : 50_000 + (roomsSeq % 5) * 10_000;
  const even = roomsSeq % 2 === 0;
  return {
    building_type:
      roomType === 'APT'
        ? 'APARTMENT'
        : roomType === 'OFFICETEL'
          ? 'OFFICETEL'
          : roomType === 'ONE_ROOM'
            ? 'MULTI_HOUSEHOLD'
            : 'MULTI_FAMILY',
    supply_area_m2:
      roomType === 'APT'
        ? round2(areaM2 * 1.3)
        : roomType === 'OFFICETEL'
          ? round2(areaM2 * 1.8)
          : null,
    room_count:
      roomType === 'TWO_ROOM'
        ? 2
        : roomType === 'THREE_ROOM'
          ? 3
          : roomType === 'APT'
            ? 2 + (roomsSeq % 2)
            : 1,
    bathroom_count: roomType === 'THREE_ROOM' || roomType === 'APT' ? 2 : 1,
    approval_kind: 'USE_APPROVAL',
    approval_date: `${1995 + (roomsSeq % 28)}-${pad(1 + (roomsSeq % 12))}-${pad(1 + (roomsSeq % 28))}`,
    parking_available: parking,
    parking_spaces: complex ? 40 + (roomsSeq % 200) : parking ? 1 + (roomsSeq % 6) : 0,
    maintenance_fee: fee,
    maintenance_includes: even ? ['WATER', 'INTERNET'] : ['WATER'],
    maintenance_breakdown: JSON.stringify(
      complex
        ? [
            { item: 'GENERAL', amount: 90_000 + (roomsSeq % 8) * 10_000 },
            { item: 'WATER', amount: 15_000 },
            { item: even ? 'INTERNET' : 'OTHER', amount: 15_000 },
          ]
        : [],
    ),
    direction: DIRECTIONS[roomsSeq % 8]!,
    direction_basis:
      roomType === 'APT' || roomType === 'TWO_ROOM' || roomType === 'THREE_ROOM'
        ? 'LIVING_ROOM'
        : 'MAIN_ROOM',
  };
}

export function listingDetails({
  rooms_seq,
  room_type,
  title,
  address,
  saved_time,
}: ListingBasics) {
  const [sido = '', sigungu = '', dong = ''] = address.split(' ');
  const area_m2 = 18 + (rooms_seq % 40);
  const rest = address.slice(sido.length + sigungu.length + dong.length + 3);
  return {
    sido,
    sigungu,
    dong,
    detail_address: rest.replace(/^ +| +$/g, ''),
    area_m2,
    ...floorOf(rooms_seq),
    total_floors: 5 + (rooms_seq % 3),
    move_in_date: new Date(saved_time.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
    description: `${title} 매물입니다. 방문 상담 환영합니다.`,
    ...listingDisclosures(rooms_seq, room_type, area_m2),
  };
}
