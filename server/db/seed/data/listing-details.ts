// The structured address and details of a seeded listing, derived from its number, title,
// address and save time: the rule migration 003 used to fill listings stored before it, so demo
// listings look like the ones that migration filled, plus a basement, a semi-basement and a
// rooftop room in every twelve (migration 020's floor kinds). The seed writes them with the row.

interface ListingBasics {
  rooms_seq: number;
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

export function listingDetails({ rooms_seq, title, address, saved_time }: ListingBasics) {
  const [sido = '', sigungu = '', dong = ''] = address.split(' ');
  const rest = address.slice(sido.length + sigungu.length + dong.length + 3);
  return {
    sido,
    sigungu,
    dong,
    detail_address: rest.replace(/^ +| +$/g, ''),
    area_m2: 18 + (rooms_seq % 40),
    ...floorOf(rooms_seq),
    total_floors: 5 + (rooms_seq % 3),
    move_in_date: new Date(saved_time.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
    description: `${title} 매물입니다. 방문 상담 환영합니다.`,
  };
}
