// Demo data of the listings area (issues 17 and 23): offices whose tests register, edit, end and
// delete listings (floors, drafts), so the other demo accounts' counts never change.
import { listingDetails } from '../../db/seed/data/listing-details.ts';
import { insertRows, minutesAgo, type Q } from '../../db/seed/table.ts';

interface Office {
  n: number;
  name: string;
  email: string;
  facename: string;
  address: string;
  sigungu: string;
  /** Listings already advertised (each uses a slot). */
  publicRooms: number;
}

/** The listing offices as `npm start` prints them. */
export const LISTING_ACCOUNTS = [
  { email: 'listings@demo.kr', what: '광고 슬롯 1개, 매물 없음: 매물 등록·수정·광고 종료·삭제' },
  { email: 'listings-full@demo.kr', what: '광고 슬롯을 모두 사용 중: 새 매물은 광고대기' },
  { email: 'floors@demo.kr', what: '매물 없음: 지하·반지하·옥탑 매물 등록 (목록에 B1)' },
  { email: 'draft@demo.kr', what: '매물 없음: 작성 중인 매물 등록 양식을 임시저장에서 되살리기' },
  { email: 'disclosures@demo.kr', what: '매물 없음: 법정 표시사항을 모두 넣어 등록·광고 미리보기' },
] as const;

const OFFICES: Office[] = [
  {
    n: 41,
    name: '역삼매물공인중개사사무소',
    email: 'listings@demo.kr',
    facename: '서등록',
    address: '서울특별시 강남구 역삼동 736-1 1층',
    sigungu: '강남구',
    publicRooms: 0,
  },
  {
    n: 42,
    name: '창천가득공인중개사사무소',
    email: 'listings-full@demo.kr',
    facename: '남만석',
    address: '서울특별시 서대문구 창천동 18-20 2층',
    sigungu: '서대문구',
    publicRooms: 1,
  },
  {
    n: 43,
    name: '흑석층층공인중개사사무소',
    email: 'floors@demo.kr',
    facename: '하지민',
    address: '서울특별시 동작구 흑석동 84-3 1층',
    sigungu: '동작구',
    publicRooms: 0,
  },
  {
    n: 44,
    name: '망원초안공인중개사사무소',
    email: 'draft@demo.kr',
    facename: '임시안',
    address: '서울특별시 마포구 망원동 412-7 1층',
    sigungu: '마포구',
    publicRooms: 0,
  },
  {
    n: 45,
    name: '서초표시공인중개사사무소',
    email: 'disclosures@demo.kr',
    facename: '정표시',
    address: '서울특별시 서초구 서초동 1303-22 2층',
    sigungu: '서초구',
    publicRooms: 0,
  },
];

async function insertOffice(q: Q, hash: string, o: Office, now: Date): Promise<void> {
  const tel = `02-55${o.n}-70${o.n}`;
  const phone = `010-77${o.n}-80${o.n}`;
  const [agent] = await q<{ id: number }>(
    `INSERT INTO agents (name, address, tel, facename, phone, tels, email, business_id, reg_id, sign_status,
       greetings, is_ceo_safe_auth, use_item, is_owner_terms, is_messenger, is_show_sign_menu, address_sigungu,
       gc_terms, gc_alimtalk)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,'APPROVAL',$10,true,true,true,true,true,$11,true,true) RETURNING id`,
    [
      o.name,
      o.address,
      tel,
      o.facename,
      phone,
      [tel, phone],
      o.email,
      `220-8${o.n}-1234${o.n % 10}`,
      `11680-2021-000${o.n}`,
      `${o.name}입니다.`,
      o.sigungu,
    ],
  );
  const agentId = agent!.id;
  const [user] = await q<{ id: number }>(
    `INSERT INTO users (agent_id, email, password_hash, name, role_type, duty, tel, phone, safe_phone, contact_methods,
       is_show_set_contact_method, is_safe_auth, position, phone_verified, is_sign_user)
     VALUES ($1,$2,$3,$4,0,'대표',$5,$6,$7,'{2,3}',false,true,0,true,true) RETURNING id`,
    [agentId, o.email, hash, o.facename, tel, phone, `0507-17${o.n}-90${o.n}`],
  );
  // One 일반 올인원 line of quantity 1, active from five days ago for 60 days (the last day 54 days
  // ahead): one listing slot; the order totals its line.
  const [order] = await q<{ id: number }>(
    `INSERT INTO orders (agent_id, user_id, ordered_at, total, discount_total)
     VALUES ($1,$2,now() - interval '5 days',6600,0) RETURNING id`,
    [agentId, user!.id],
  );
  await q(
    `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to, price, discount_price, total)
     VALUES ($1,$2,0,'일반 올인원','60',1,(now() AT TIME ZONE 'Asia/Seoul')::date - 5,(now() AT TIME ZONE 'Asia/Seoul')::date + 54,6600,0,6600)`,
    [order!.id, agentId],
  );
  for (let i = 0; i < o.publicRooms; i++) {
    const [next] = await q<{ seq: number }>("SELECT nextval('agent_rooms_seq')::int AS seq");
    const room = {
      rooms_seq: next!.seq,
      title: '연대앞 신축 투룸',
      address: `서울특별시 서대문구 창천동 ${30 + i}-4 301호`,
      saved_time: minutesAgo(now, 2 * 24 * 60),
    };
    await insertRows(q, {
      table: 'agent_rooms',
      rows: [
        {
          ...room,
          agent_id: agentId,
          room_type: 'TWO_ROOM',
          selling_type: 'MONTHLY',
          deposit: 1000,
          price: 65,
          status: 'public',
          ...listingDetails({ ...room, room_type: 'TWO_ROOM' }),
        },
      ],
    });
  }
}

/** The listings area's demo offices. */
export async function seedListings(q: Q, hash: string, now: Date): Promise<void> {
  for (const o of OFFICES) await insertOffice(q, hash, o, now);
}
