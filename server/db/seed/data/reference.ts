// Terms, the public counters and the product options (regions, stations, schools, buildings).
import type { SeedStep } from '../table.ts';

export const PRODUCT_OPTIONS: Record<string, string[]> = {
  region: ['신림동', '봉천동', '상도동', '서교동', '역삼동', '성수동2가', '화양동', '창천동'],
  subway: [
    '신림역',
    '서울대입구역',
    '봉천역',
    '상도역',
    '홍대입구역',
    '역삼역',
    '성수역',
    '건대입구역',
  ],
  univ: ['서울대학교', '숭실대학교', '중앙대학교', '홍익대학교', '건국대학교', '연세대학교'],
  officetel: [
    '신림 푸르지오시티',
    '봉천 해담채 오피스텔',
    '역삼 아이파크 오피스텔',
    '성수 SK V1 오피스텔',
  ],
  apt: [
    '관악 푸르지오',
    '봉천 두산아파트',
    '상도 래미안3차',
    '마포 래미안푸르지오',
    '역삼 래미안그레이튼',
  ],
};

const TERMS: [string, string, boolean][] = [
  ['service', '서비스 이용약관', true],
  ['location', '위치기반서비스 이용약관', true],
  ['privacy', '개인정보처리방침', true],
  ['paid', '유료서비스 이용약관', false],
];

export const reference: SeedStep = () => [
  {
    table: 'terms',
    rows: TERMS.map(([page, shortName, forLogout], i) => ({
      terms_seq: i + 1,
      origin_url: `https://www.dabangapp.com/terms/${page}`,
      short_name: shortName,
      for_login: true,
      for_logout: forLogout,
    })),
  },
  {
    table: 'stats',
    rows: [
      {
        id: 1,
        today_new_request_count: 37,
        total_room_count: 15482,
        total_intermediation_count: 9321,
      },
    ],
  },
  {
    table: 'product_options',
    rows: Object.entries(PRODUCT_OPTIONS).flatMap(([kind, names]) =>
      names.map((name, i) => ({ kind, id: i + 1, name })),
    ),
  },
];
