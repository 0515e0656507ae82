// Demo data. Runs at start when the users table is empty; deterministic (seeded PRNG).
import bcrypt from 'bcryptjs';
import type { Db } from '../index.ts';
import { seedStudio } from './studio.ts';
import { seedJourneys } from './journeys.ts';

export const DEMO_PASSWORD = 'demo1234!';

export const DEMO_ACCOUNTS: { email: string; what: string }[] = [
  { email: 'master@demo.kr', what: '대표(마스터) 계정, 상품 이용중, 전자계약 승인, 팝업 없음' },
  { email: 'sub@demo.kr', what: '같은 중개사무소의 소속 계정 (직책 1)' },
  { email: 'serve@demo.kr', what: '서브 이용자: 아파트 상품만 보유, 네이버 상품 보유' },
  { email: 'report@demo.kr', what: '미처리 허위매물 신고 (다방 2, 네이버 1), 경고 2회' },
  { email: 'penalty@demo.kr', what: '매물 등록 제한(패널티) 중' },
  {
    email: 'chain@demo.kr',
    what: '시작 팝업 전체 순서 (공지, 이벤트, 직책, 연락방법, 휴대폰, 상품없음)',
  },
  { email: 'role2@demo.kr', what: '중개보조원 (직책 2, 전자계약 메뉴 없음)' },
  { email: 'nosign@demo.kr', what: '전자계약 상태 NONE' },
];

/** mulberry32 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Q = Db['query'];

interface AgentSeed {
  name: string;
  email: string;
  address: string;
  facename: string;
  sign: 'NONE' | 'PROCEED' | 'APPROVAL';
  ceoSafe: boolean;
  items: Partial<Record<string, boolean>>;
  showSignMenu: boolean;
  sigungu: string;
}

async function insertAgent(q: Q, n: number, a: AgentSeed): Promise<number> {
  const flags = {
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
    ...a.items,
  };
  const cols = Object.keys(flags);
  const rows = await q<{ id: number }>(
    `INSERT INTO agents (name, address, tel, facename, phone, tels, email, business_id, business_id_img, reg_id, reg_id_img,
       sign_status, greetings, vested, nsdi_agent_seq, banned_count, is_ceo_safe_auth, is_show_nsdi_update_noti, is_show_sign_menu,
       confirm_use_count, owner_use_count, owner_max_count, owner_use_pick_count, address_sigungu, gc_terms, gc_alimtalk,
       gc_edit_count, gc_public_check_count, chat_response_level, receptionist_name, receptionist_phone, receptionist_message,
       ${cols.join(', ')})
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,0,$16,false,$17,$18,$19,$20,$21,$22,true,true,$23,$24,$25,$26,$27,$28,
       ${cols.map((_, i) => `$${29 + i}`).join(', ')})
     RETURNING id`,
    [
      a.name,
      a.address,
      `02-88${n}-12${n}4`,
      a.facename,
      `010-55${n}0-10${n}0`,
      [`02-88${n}-12${n}4`, `010-55${n}0-10${n}0`],
      a.email,
      `120-8${n}-4567${n}`,
      `/files/business-${n}.png`,
      `11620-2020-0000${n}`,
      null,
      a.sign,
      `${a.name}입니다. 친절하게 상담해 드립니다.`,
      n % 2 === 0,
      1000 + n,
      a.ceoSafe,
      a.showSignMenu,
      n,
      n * 2,
      10,
      n % 3,
      a.sigungu,
      n,
      n % 2,
      n % 2 === 0 ? '빠름' : '보통',
      '이접수',
      '02-880-0000',
      '평일 10시부터 18시 30분까지 응대합니다.',
      ...cols.map((c) => flags[c as keyof typeof flags]),
    ],
  );
  return rows[0]!.id;
}

interface UserSeed {
  email: string;
  name: string;
  roleType: number | null;
  position: number;
  contactMethods: number[];
  chatMessage: string;
  showSetContact: boolean;
  safeAuth: boolean;
  phoneVerified: boolean;
  signUser: boolean;
  warnings?: number;
  penaltyDays?: number;
}

async function insertUser(
  q: Q,
  agentId: number,
  hash: string,
  n: number,
  u: UserSeed,
): Promise<number> {
  const rows = await q<{ id: number }>(
    `INSERT INTO users (agent_id, email, password_hash, name, role_type, duty, tel, phone, safe_phone, profile, contact_methods,
       chat_contact_message, is_show_set_contact_method, unread_messenger_count, is_safe_auth, position, phone_verified, is_sign_user,
       warning_count, penalty_until)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,NULL,$10,$11,$12,$13,$14,$15,$16,$17,$18,
       CASE WHEN $19::int IS NULL THEN NULL ELSE now() + make_interval(days => $19::int) END)
     RETURNING id`,
    [
      agentId,
      u.email,
      hash,
      u.name,
      u.roleType,
      u.position === 0 ? '대표' : u.position === 1 ? '소속공인중개사' : '중개보조원',
      `02-88${n}-33${n}3`,
      `010-20${n}0-30${n}0`,
      `0507-13${n}0-40${n}0`,
      u.contactMethods,
      u.chatMessage,
      u.showSetContact,
      n % 4,
      u.safeAuth,
      u.position,
      u.phoneVerified,
      u.signUser,
      u.warnings ?? 0,
      u.penaltyDays ?? null,
    ],
  );
  return rows[0]!.id;
}

const DONG = [
  ['서울특별시 관악구 신림동', '관악구'],
  ['서울특별시 관악구 봉천동', '관악구'],
  ['서울특별시 동작구 상도동', '동작구'],
  ['서울특별시 마포구 서교동', '마포구'],
  ['서울특별시 강남구 역삼동', '강남구'],
  ['서울특별시 성동구 성수동2가', '성동구'],
  ['서울특별시 광진구 화양동', '광진구'],
  ['서울특별시 서대문구 창천동', '서대문구'],
] as const;

function iso(base: Date, minutesAgo: number): Date {
  return new Date(base.getTime() - minutesAgo * 60_000);
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [c] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (c && c.n > 0) return false;
  await db.tx(async (q) => {
    await seed(q);
    await seedStudio(q, bcrypt.hashSync(DEMO_PASSWORD, 10));
  });
  return true;
}

async function seed(q: Q): Promise<void> {
  const hash = bcrypt.hashSync(DEMO_PASSWORD, 10);
  const rnd = prng(20261121);
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rnd() * arr.length)]!;
  const now = new Date();

  // Agents and users
  const a1 = await insertAgent(q, 1, {
    name: '신림공인중개사사무소',
    email: 'master@demo.kr',
    address: '서울특별시 관악구 신림동 1422-5 1층',
    facename: '김대표',
    sign: 'APPROVAL',
    ceoSafe: true,
    items: {
      use_item: true,
      use_premium: true,
      use_recommend: true,
      is_analysis: true,
      is_subscribe: true,
    },
    showSignMenu: true,
    sigungu: '관악구',
  });
  const master = await insertUser(q, a1, hash, 1, {
    email: 'master@demo.kr',
    name: '김대표',
    roleType: 0,
    position: 0,
    contactMethods: [2, 3],
    chatMessage: '빠르게 답변드립니다',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: true,
  });
  await insertUser(q, a1, hash, 2, {
    email: 'sub@demo.kr',
    name: '박소속',
    roleType: 1,
    position: 1,
    contactMethods: [1, 2],
    chatMessage: '',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: true,
  });
  await q(
    `INSERT INTO agent_contacts (agent_id, name, email, phone, position) VALUES ($1,$2,$3,$4,$5), ($1,$6,$7,$8,$9)`,
    [
      a1,
      '박소속',
      'sub@demo.kr',
      '010-2020-3020',
      1,
      '최보조',
      'assist@demo.kr',
      '010-2030-3030',
      2,
    ],
  );

  const a2 = await insertAgent(q, 2, {
    name: '봉천아파트공인중개사',
    email: 'serve@demo.kr',
    address: '서울특별시 관악구 봉천동 1718 관악푸르지오 상가 102호',
    facename: '이서브',
    sign: 'APPROVAL',
    ceoSafe: true,
    items: {
      use_item: true,
      is_serve_user: true,
      is_serve_item_used_apt: true,
      is_serve_item_used_officetel: false,
      has_naver_item: true,
    },
    showSignMenu: true,
    sigungu: '관악구',
  });
  const serve = await insertUser(q, a2, hash, 3, {
    email: 'serve@demo.kr',
    name: '이서브',
    roleType: 0,
    position: 0,
    contactMethods: [1, 2, 3],
    chatMessage: '아파트 전문입니다',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: true,
  });

  const a3 = await insertAgent(q, 3, {
    name: '상도역공인중개사사무소',
    email: 'report@demo.kr',
    address: '서울특별시 동작구 상도동 326-1 2층',
    facename: '정신고',
    sign: 'APPROVAL',
    ceoSafe: true,
    items: { use_item: true, has_naver_item: true },
    showSignMenu: true,
    sigungu: '동작구',
  });
  const report = await insertUser(q, a3, hash, 4, {
    email: 'report@demo.kr',
    name: '정신고',
    roleType: 0,
    position: 0,
    contactMethods: [1, 2],
    chatMessage: '',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: true,
    warnings: 2,
  });
  const report2 = await insertUser(q, a3, hash, 5, {
    email: 'report2@demo.kr',
    name: '한동료',
    roleType: 1,
    position: 1,
    contactMethods: [2],
    chatMessage: '',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: false,
  });

  const a4 = await insertAgent(q, 4, {
    name: '서교공인중개사사무소',
    email: 'penalty@demo.kr',
    address: '서울특별시 마포구 서교동 395-166 1층',
    facename: '오제한',
    sign: 'APPROVAL',
    ceoSafe: true,
    items: { use_item: true },
    showSignMenu: true,
    sigungu: '마포구',
  });
  const penalty = await insertUser(q, a4, hash, 6, {
    email: 'penalty@demo.kr',
    name: '오제한',
    roleType: 0,
    position: 0,
    contactMethods: [1],
    chatMessage: '',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: true,
    warnings: 3,
    penaltyDays: 5,
  });

  const a5 = await insertAgent(q, 5, {
    name: '역삼새내기공인중개사',
    email: 'chain@demo.kr',
    address: '서울특별시 강남구 역삼동 823-1 3층',
    facename: '윤체인',
    sign: 'NONE',
    ceoSafe: true,
    items: {},
    showSignMenu: false,
    sigungu: '강남구',
  });
  const chain = await insertUser(q, a5, hash, 7, {
    email: 'chain@demo.kr',
    name: '윤체인',
    roleType: null,
    position: 0,
    contactMethods: [],
    chatMessage: '',
    showSetContact: true,
    safeAuth: true,
    phoneVerified: false,
    signUser: false,
  });

  const a6 = await insertAgent(q, 6, {
    name: '성수공인중개사사무소',
    email: 'role2-office@demo.kr',
    address: '서울특별시 성동구 성수동2가 277-17 1층',
    facename: '문대표',
    sign: 'APPROVAL',
    ceoSafe: true,
    items: { use_item: true },
    showSignMenu: true,
    sigungu: '성동구',
  });
  await insertUser(q, a6, hash, 8, {
    email: 'role2@demo.kr',
    name: '강보조',
    roleType: 2,
    position: 2,
    contactMethods: [2],
    chatMessage: '',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: false,
  });

  const a7 = await insertAgent(q, 7, {
    name: '화양공인중개사사무소',
    email: 'nosign@demo.kr',
    address: '서울특별시 광진구 화양동 9-27 1층',
    facename: '배무계',
    sign: 'NONE',
    ceoSafe: true,
    items: { use_item: true },
    showSignMenu: false,
    sigungu: '광진구',
  });
  await insertUser(q, a7, hash, 9, {
    email: 'nosign@demo.kr',
    name: '배무계',
    roleType: 0,
    position: 0,
    contactMethods: [2, 3],
    chatMessage: '문의 환영합니다',
    showSetContact: false,
    safeAuth: true,
    phoneVerified: true,
    signUser: false,
  });

  // Terms, stats
  await q(
    `INSERT INTO terms (terms_seq, origin_url, short_name, for_login, for_logout) VALUES
      (1, 'https://www.dabangapp.com/terms/service', '서비스 이용약관', true, true),
      (2, 'https://www.dabangapp.com/terms/location', '위치기반서비스 이용약관', true, true),
      (3, 'https://www.dabangapp.com/terms/privacy', '개인정보처리방침', true, true),
      (4, 'https://www.dabangapp.com/terms/paid', '유료서비스 이용약관', true, false)`,
  );
  await q(
    `INSERT INTO stats (id, today_new_request_count, total_room_count, total_intermediation_count) VALUES (1, 37, 15482, 9321)`,
  );

  // Notices and events for the chain account only (master sees a clean dashboard)
  await q(
    `INSERT INTO notices (kind, user_id, title, content, expires, url, img, is_login_required) VALUES
      ('TEXT', $1, '서비스 점검 안내', '<p><b>11월 30일(일) 02:00 ~ 06:00</b> 서비스 점검이 진행됩니다.</p><ul><li>매물 등록 일시 중단</li><li>결제 일시 중단</li></ul>', NULL, NULL, NULL, false),
      ('TEXT', $1, '허위매물 정책 변경 안내', '<p>허위매물 자율처리 기한이 <a href="https://example.kr/policy">2영업일</a>로 변경됩니다.</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><p>자세한 내용은 공지사항을 확인해주세요.</p>', 3, 'https://example.kr/notice/1024', NULL, false),
      ('EVENT', $1, '신규 가입 감사 이벤트', '첫 상품 구매 시 10% 할인', 1, 'https://example.kr/event/welcome', '/files/event-1.svg', true),
      ('EVENT', $1, '전자계약 무료 체험', '전자계약 BASIC 30일 무료', NULL, 'https://example.kr/event/sign', '/files/event-2.svg', false)`,
    [chain],
  );

  // Product options
  const options: Record<string, string[]> = {
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
  for (const [kind, names] of Object.entries(options)) {
    for (let i = 0; i < names.length; i++) {
      await q('INSERT INTO product_options (kind, id, name) VALUES ($1,$2,$3)', [
        kind,
        i + 1,
        names[i],
      ]);
    }
  }

  // Orders for the master agent (items in use), serve agent
  const day = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString().slice(0, 10);
  const orderSeed: {
    agent: number;
    user: number;
    lines: [number, string, string, number, number, number, string | null, number | null][];
  }[] = [
    // type, name, day, quantity, fromOffset, price, optionKind, optionId
    {
      agent: a1,
      user: master,
      lines: [
        [0, '일반 올인원', '30', 10, -10, 33000, null, null],
        [2, '동네 프리미엄', '90', 1, -20, 90000, 'region', 1],
        [1, '역세권 프리미엄', '30', 1, -80, 30000, 'subway', 1],
      ],
    },
    { agent: a2, user: serve, lines: [[4, '아파트 단지', '90', 1, -5, 60000, 'apt', 2]] },
  ];
  for (const o of orderSeed) {
    const total = o.lines.reduce((s, l) => s + l[5], 0);
    const [ord] = await q<{ id: number }>(
      `INSERT INTO orders (agent_id, user_id, ordered_at, total, discount_total) VALUES ($1,$2,$3,$4,0) RETURNING id`,
      [o.agent, o.user, iso(now, 60 * 24 * 10), total],
    );
    for (const l of o.lines) {
      const days = Number(l[2]);
      const optName = l[6] ? options[l[6]]![(l[7] ?? 1) - 1] : null;
      await q(
        `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to, price, discount_price, total, option_kind, option_id, option_name)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,0,$9,$10,$11,$12)`,
        [
          ord!.id,
          o.agent,
          l[0],
          l[1],
          l[2],
          l[3],
          day(l[4]),
          day(l[4] + days - 1),
          l[5],
          l[6],
          l[7],
          optName,
        ],
      );
    }
  }

  // Gongsil rooms: 144, deterministic
  const roomTypes = ['ONE_ROOM', 'TWO_ROOM', 'THREE_ROOM', 'OFFICETEL', 'APT'] as const;
  const sellingTypes = ['MONTHLY', 'LEASE', 'SALE'] as const;
  const statuses = [
    'public',
    'invisible',
    'private',
    'complete',
    'confirm_ing',
    'confirm_fail',
    'confirm_cancel',
  ] as const;
  const requesters = ['김임대', '이집주인', '박건물주', '최소유', '정관리'];
  for (let i = 0; i < 144; i++) {
    const bucket = i < 20 ? 'pick' : i < 44 ? 'preempt' : i < 64 ? 'complete' : 'open';
    const agentId = bucket === 'open' ? null : i % 6 === 5 ? a3 : a1;
    const roomType = roomTypes[i % roomTypes.length]!;
    const sellingType = sellingTypes[Math.floor(i / 5) % 3]!;
    const status =
      bucket === 'complete'
        ? i % 2
          ? 'complete'
          : 'invisible'
        : statuses[(i * 3) % statuses.length]!;
    const [dong] = pick(DONG);
    const deposit =
      sellingType === 'SALE'
        ? 0
        : sellingType === 'LEASE'
          ? 5000 + Math.floor(rnd() * 300) * 100
          : 500 + Math.floor(rnd() * 20) * 100;
    const price =
      sellingType === 'MONTHLY'
        ? 35 + Math.floor(rnd() * 60)
        : sellingType === 'SALE'
          ? 20000 + Math.floor(rnd() * 800) * 100
          : 0;
    const saved = iso(now, 60 * (i * 7 + 3));
    await q(
      `INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit, price, address, detail_address, status, area_m2, floor, saved_time, updated_time, request_memo, requester_name)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)`,
      [
        52000000 + i * 137,
        agentId,
        bucket,
        roomType,
        sellingType,
        deposit,
        price,
        `${dong} ${100 + Math.floor(rnd() * 1800)}-${1 + Math.floor(rnd() * 40)}`,
        `${1 + Math.floor(rnd() * 5)}0${1 + Math.floor(rnd() * 4)}호`,
        status,
        Math.round((16 + rnd() * (roomType === 'APT' ? 90 : 40)) * 100) / 100,
        i % 9 === 0 ? '반지하' : `${1 + (i % 12)}층`,
        saved,
        iso(saved, -30),
        bucket === 'pick'
          ? `${pick(['빠른 입주 희망', '반려동물 가능 세입자 원함', '주차 가능 문의 많음', '직장인 선호'])}`
          : null,
        bucket === 'pick' ? pick(requesters) : null,
      ],
    );
  }

  // The agents' own rooms
  for (const [agentId, count] of [
    [a1, 36],
    [a2, 8],
    [a3, 12],
    [a4, 4],
    [a7, 5],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const roomType = roomTypes[(i + agentId) % roomTypes.length]!;
      const sellingType = sellingTypes[i % 3]!;
      const [dong] = pick(DONG);
      await q(
        `INSERT INTO agent_rooms (rooms_seq, agent_id, title, address, room_type, selling_type, deposit, price, status, saved_time)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
        [
          51000000 + agentId * 1000 + i,
          agentId,
          `${pick(['역세권', '신축', '풀옵션', '채광 좋은', '조용한', '리모델링'])} ${roomType === 'APT' ? '아파트' : roomType === 'OFFICETEL' ? '오피스텔' : roomType === 'ONE_ROOM' ? '원룸' : roomType === 'TWO_ROOM' ? '투룸' : '쓰리룸'}`,
          `${dong} ${100 + Math.floor(rnd() * 1800)}-${1 + Math.floor(rnd() * 40)}`,
          roomType,
          sellingType,
          sellingType === 'SALE' ? 0 : 1000 + Math.floor(rnd() * 50) * 100,
          sellingType === 'MONTHLY'
            ? 40 + Math.floor(rnd() * 50)
            : sellingType === 'SALE'
              ? 30000 + Math.floor(rnd() * 500) * 100
              : 0,
          statuses[i % 4]!,
          iso(now, 60 * (i * 11 + 1)),
        ],
      );
    }
  }

  // Fake-listing reports
  const reports: [
    string,
    number,
    number,
    string,
    string,
    number | null,
    number | null,
    string,
    string,
    string,
    string,
    string,
    number,
    number,
    string,
    number,
  ][] = [
    // id, seq, user, kind, inflow, roomsSeq, naverNum, reason, reasonDesc, buildingUse, buildingUseStr, lease, deposit, price, address, hoursAgo
    [
      'RPT-D-1001',
      1001,
      report,
      'FAKE',
      'DABANG',
      51003001,
      null,
      'CMPL',
      '이미 계약이 완료된 방이라고 안내받았습니다.',
      'APARTMENT_HOUSE',
      '공동주택',
      'LEASE',
      500,
      0,
      '서울특별시 동작구 상도동 326-1 상도역 롯데캐슬 101동',
      20,
    ],
    [
      'RPT-D-1002',
      1002,
      report,
      'FAKE',
      'DABANG',
      51003002,
      null,
      'PRICE',
      '광고 가격과 실제 가격이 다릅니다. 월세가 10만원 더 비쌉니다.',
      'INPUT',
      '근린생활시설(다가구 일부)',
      'MONTHLY',
      300,
      45,
      '서울특별시 관악구 신림동 1422-5 3층',
      5,
    ],
    [
      'RPT-N-2001',
      2001,
      report,
      'FAKE',
      'NAVER',
      null,
      240123456,
      'ETC',
      '방문했는데 매물이 존재하지 않았습니다.',
      'DETACHED_HOUSE',
      '단독주택',
      'SALE',
      0,
      850,
      '서울특별시 관악구 봉천동 1718',
      30,
    ],
    [
      'RPT-D-1003',
      1003,
      report2,
      'FAKE',
      'DABANG',
      51003005,
      null,
      'AUCT',
      '경매 진행 중인 매물입니다.',
      'SECOND_NEARBY_ROAD_FACILITIES',
      '제2종 근린생활시설',
      'MONTHLY',
      1000,
      60,
      '서울특별시 동작구 상도동 211-3',
      40,
    ],
    [
      'RPT-N-2002',
      2002,
      report2,
      'FAKE',
      'NAVER',
      null,
      240123999,
      'IMPO',
      '집주인이 매도 의사가 없다고 합니다.',
      'BUSINESS_FACILITIES',
      '업무시설',
      'LEASE',
      900,
      0,
      '서울특별시 동작구 상도동 150-8',
      44,
    ],
    [
      'RPT-S-3001',
      3001,
      report2,
      'SAME_ADDRESS',
      'NAVER',
      null,
      240124500,
      'CMPL',
      '동일 주소 매물 거래완료 신고',
      'ACCOMMODATION',
      '숙박시설',
      'MONTHLY',
      200,
      35,
      '서울특별시 동작구 상도동 99-1',
      50,
    ],
  ];
  for (const r of reports) {
    const saved = iso(now, r[15] * 60);
    await q(
      `INSERT INTO fake_reports (report_id, report_seq, user_id, agent_id, kind, inflow_type, rooms_seq, naver_room_num, reason_type, reason_description,
         building_use_type, building_use_str, lease_type, deposit, price, address, format_agent_contact, saved_time, deadline)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)`,
      [
        r[0],
        r[1],
        r[2],
        a3,
        r[3],
        r[4],
        r[5],
        r[6],
        r[7],
        r[8],
        r[9],
        r[10],
        r[11],
        r[12],
        r[13],
        r[14],
        '상도역공인중개사사무소 정신고 010-2040-3040',
        saved,
        new Date(saved.getTime() + 2 * 86_400_000),
      ],
    );
  }
  // Handled history for report@ (8 rows) and penalty@
  const hist: [number, number, string, string, string, string, number][] = [
    [report, 51002001, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 40],
    [report, 51002002, 'DABANG', 'NORMAL_ROOM', '-', '-', 38],
    [report, 240110001, 'NAVER', 'NORMAL_ROOM', '-', '-', 35],
    [report, 51002003, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 30],
    [report, 51002004, 'DABANG', 'NORMAL_ROOM', '-', '-', 25],
    [report, 240110002, 'NAVER', 'NORMAL_ROOM', '-', '-', 20],
    [report, 51002005, 'DABANG', 'NORMAL_ROOM', '-', '-', 15],
    [report, 51002006, 'DABANG', 'NORMAL_ROOM', '-', '-', 10],
    [penalty, 51004001, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 20],
    [penalty, 51004002, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 12],
    [penalty, 51004003, 'NAVER', 'FAKE_ROOM', '경고 1회', '7일 등록 제한', 2],
  ];
  for (const h of hist) {
    await q(
      `INSERT INTO report_history (user_id, rooms_seq, inflow_type, report_step, warning, penalty, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [h[0], h[1], h[2], h[3], h[4], h[5], iso(now, h[6] * 1440)],
    );
  }
  const pen: [number, string, string, number, string][] = [
    [report, '51002001', '다방', 40, '경고 1회'],
    [report, '51002003', '다방', 30, '경고 1회'],
    [penalty, '51004001', '다방', 20, '경고 1회'],
    [penalty, '51004002', '다방', 12, '경고 1회'],
    [penalty, '240110003', '네이버부동산', 2, '7일 등록 제한'],
  ];
  for (const p of pen) {
    await q(
      `INSERT INTO penalties (user_id, cp_article_no, cp_name, warning_date, penalty) VALUES ($1,$2,$3,$4,$5)`,
      [p[0], p[1], p[2], day(-p[3]), p[4]],
    );
  }

  // Inquiries
  const names = ['김민지', '이서준', '박지우', '최하윤', '정도윤', '강서연', '조예준', '윤지아'];
  const msgs = [
    '방 아직 있나요?',
    '주차 가능한가요?',
    '반려동물 가능할까요?',
    '이번 주말에 방문 가능할까요?',
    '관리비 포함 금액이 궁금합니다.',
    '전입신고 가능한가요?',
  ];
  for (const agentId of [a1, a2, a3, a7]) {
    for (let i = 0; i < 7; i++) {
      await q(
        `INSERT INTO inquiries (agent_id, tab, customer_name, message, saved_time, is_read) VALUES ($1,$2,$3,$4,$5,$6)`,
        [
          agentId,
          i % 2 ? 'sms' : 'talk',
          pick(names),
          pick(msgs),
          iso(now, 60 * (i * 5 + 1)),
          i > 2,
        ],
      );
    }
  }
  await seedJourneys(q, hash, now);
}
