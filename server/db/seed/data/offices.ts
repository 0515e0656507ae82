// The demo offices (README "Demo logins"). `n` numbers the demo phone numbers and
// registration ids so that each office has its own; `key` is how accounts name their office.
import type { Row, SeedStep } from '../table.ts';

type SignStatus = 'NONE' | 'PROCEED' | 'APPROVAL';

interface Office {
  n: number;
  key: string;
  name: string;
  email: string;
  address: string;
  facename: string;
  sign: SignStatus;
  showSignMenu: boolean;
  sigungu: string;
  /** Product and service flags that differ from the defaults below. */
  items: Record<string, boolean>;
}

const ITEM_DEFAULTS = {
  use_recommend: false,
  use_premium: false,
  use_vip: false,
  use_item: false,
  is_owner_terms: true,
  is_analysis: false,
  is_messenger: true,
  is_subscribe: false,
  is_display_lh: false,
  is_serve_user: false,
  is_serve_item_used_apt: false,
  is_serve_item_used_officetel: false,
  has_naver_item: false,
};

export const OFFICES: Office[] = [
  {
    n: 1,
    key: 'master',
    name: '신림공인중개사사무소',
    email: 'master@demo.kr',
    address: '서울특별시 관악구 신림동 1422-5 1층',
    facename: '김대표',
    sign: 'APPROVAL',
    showSignMenu: true,
    sigungu: '관악구',
    items: {
      use_item: true,
      use_premium: true,
      use_recommend: true,
      is_analysis: true,
      is_subscribe: true,
    },
  },
  {
    n: 2,
    key: 'serve',
    name: '봉천아파트공인중개사',
    email: 'serve@demo.kr',
    address: '서울특별시 관악구 봉천동 1718 관악푸르지오 상가 102호',
    facename: '이서브',
    sign: 'APPROVAL',
    showSignMenu: true,
    sigungu: '관악구',
    items: {
      use_item: true,
      is_serve_user: true,
      is_serve_item_used_apt: true,
      has_naver_item: true,
    },
  },
  {
    n: 3,
    key: 'report',
    name: '상도역공인중개사사무소',
    email: 'report@demo.kr',
    address: '서울특별시 동작구 상도동 326-1 2층',
    facename: '정신고',
    sign: 'APPROVAL',
    showSignMenu: true,
    sigungu: '동작구',
    items: { use_item: true, has_naver_item: true },
  },
  {
    n: 4,
    key: 'penalty',
    name: '서교공인중개사사무소',
    email: 'penalty@demo.kr',
    address: '서울특별시 마포구 서교동 395-166 1층',
    facename: '오제한',
    sign: 'APPROVAL',
    showSignMenu: true,
    sigungu: '마포구',
    items: { use_item: true },
  },
  {
    n: 5,
    key: 'chain',
    name: '역삼새내기공인중개사',
    email: 'chain@demo.kr',
    address: '서울특별시 강남구 역삼동 823-1 3층',
    facename: '윤체인',
    sign: 'NONE',
    showSignMenu: false,
    sigungu: '강남구',
    items: {},
  },
  {
    n: 6,
    key: 'role2',
    name: '성수공인중개사사무소',
    email: 'role2-office@demo.kr',
    address: '서울특별시 성동구 성수동2가 277-17 1층',
    facename: '문대표',
    sign: 'APPROVAL',
    showSignMenu: true,
    sigungu: '성동구',
    items: { use_item: true },
  },
  {
    n: 7,
    key: 'nosign',
    name: '화양공인중개사사무소',
    email: 'nosign@demo.kr',
    address: '서울특별시 광진구 화양동 9-27 1층',
    facename: '배무계',
    sign: 'NONE',
    showSignMenu: false,
    sigungu: '광진구',
    items: { use_item: true },
  },
];

function officeRow({ n, key, items, ...o }: Office): Row {
  return {
    key,
    name: o.name,
    address: o.address,
    tel: `02-88${n}-12${n}4`,
    facename: o.facename,
    phone: `010-55${n}0-10${n}0`,
    tels: [`02-88${n}-12${n}4`, `010-55${n}0-10${n}0`],
    email: o.email,
    business_id: `120-8${n}-4567${n}`,
    business_id_img: `/files/business-${n}.png`,
    reg_id: `11620-2020-0000${n}`,
    reg_id_img: null,
    sign_status: o.sign,
    greetings: `${o.name}입니다. 친절하게 상담해 드립니다.`,
    vested: n % 2 === 0,
    nsdi_agent_seq: 1000 + n,
    banned_count: 0,
    is_ceo_safe_auth: true,
    is_show_nsdi_update_noti: false,
    is_show_sign_menu: o.showSignMenu,
    confirm_use_count: n,
    // Never above the quota (A 14 / 10 was shown before).
    owner_use_count: n,
    owner_max_count: 10,
    owner_use_pick_count: n % 3,
    address_sigungu: o.sigungu,
    gc_terms: true,
    gc_alimtalk: true,
    gc_edit_count: n,
    gc_public_check_count: n % 2,
    chat_response_level: n % 2 === 0 ? '빠름' : '보통',
    receptionist_name: '이접수',
    receptionist_phone: '02-880-0000',
    receptionist_message: '평일 10시부터 18시 30분까지 응대합니다.',
    ...ITEM_DEFAULTS,
    ...items,
  };
}

export const offices: SeedStep = () => ({ table: 'agents', rows: OFFICES.map(officeRow) });
