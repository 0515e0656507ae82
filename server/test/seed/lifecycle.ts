// Test offices of the listing lifecycle and inquiries tied to listings (issue 26 items 3 and 6):
// lifecycle@ ends, re-advertises and exports its listings; answers@ answers inquiries about its
// listings with a template and sees its 48-hour answer rate change. Their own offices, so the
// other accounts' counts never change.
import { listingDetails } from '../../db/seed/data/listing-details.ts';
import { insertRows, minutesAgo, type Q } from '../../db/seed/table.ts';

export const LIFECYCLE_ACCOUNTS = [
  {
    email: 'lifecycle@demo.kr',
    what: '광고 슬롯 2개 모두 사용 중, 광고종료 매물 1건: 일괄 종료·재광고·CSV 내보내기',
  },
  {
    email: 'answers@demo.kr',
    what: '매물에 연결된 문의 4건(미답변 2건): 답변 템플릿으로 답변, 48시간 내 답변율',
  },
] as const;

export interface Listing {
  title: string;
  address: string;
  room_type: string;
  selling_type: string;
  deposit: number;
  price: number;
  status: string;
  daysAgo: number;
}

export async function insertOffice(
  q: Q,
  hash: string,
  o: { n: number; name: string; email: string; facename: string; slots: number },
): Promise<{ agentId: number; userId: number }> {
  const tel = `02-56${o.n}-71${o.n}`;
  const phone = `010-78${o.n}-81${o.n}`;
  const [agent] = await q<{ id: number }>(
    `INSERT INTO agents (name, address, tel, facename, phone, tels, email, business_id, reg_id, sign_status,
       greetings, is_ceo_safe_auth, use_item, is_owner_terms, is_messenger, is_show_sign_menu, address_sigungu,
       gc_terms, gc_alimtalk)
     VALUES ($1,'서울특별시 강남구 삼성동 159 1층',$2,$3,$4,$5,$6,$7,$8,'APPROVAL',$9,true,true,true,true,true,'강남구',true,true)
     RETURNING id`,
    [
      o.name,
      tel,
      o.facename,
      phone,
      [tel, phone],
      o.email,
      `220-8${o.n}-5678${o.n % 10}`,
      `11680-2022-000${o.n}`,
      `${o.name}입니다.`,
    ],
  );
  const [user] = await q<{ id: number }>(
    `INSERT INTO users (agent_id, email, password_hash, name, role_type, duty, tel, phone, safe_phone, contact_methods,
       is_show_set_contact_method, is_safe_auth, position, phone_verified, is_sign_user)
     VALUES ($1,$2,$3,$4,0,'대표',$5,$6,$7,'{2,3}',false,true,0,true,true) RETURNING id`,
    [agent!.id, o.email, hash, o.facename, tel, phone, `0507-18${o.n}-91${o.n}`],
  );
  // One 일반 올인원 line (quantity = slots) active from five days ago for 60 days.
  const [order] = await q<{ id: number }>(
    `INSERT INTO orders (agent_id, user_id, ordered_at, total, discount_total)
     VALUES ($1,$2,now() - interval '5 days',$3,0) RETURNING id`,
    [agent!.id, user!.id, 6600 * o.slots],
  );
  await q(
    `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to, price, discount_price, total)
     VALUES ($1,$2,0,'일반 올인원','60',$3,(now() AT TIME ZONE 'Asia/Seoul')::date - 5,(now() AT TIME ZONE 'Asia/Seoul')::date + 54,6600,0,$4)`,
    [order!.id, agent!.id, o.slots, 6600 * o.slots],
  );
  return { agentId: agent!.id, userId: user!.id };
}

export async function insertListings(q: Q, agentId: number, now: Date, rows: Listing[]) {
  const seqs: number[] = [];
  for (const l of rows) {
    const [next] = await q<{ seq: number }>("SELECT nextval('agent_rooms_seq')::int AS seq");
    const base = {
      rooms_seq: next!.seq,
      room_type: l.room_type,
      title: l.title,
      address: l.address,
      saved_time: minutesAgo(now, l.daysAgo * 24 * 60),
    };
    const { daysAgo: _, ...rest } = l;
    await insertRows(q, {
      table: 'agent_rooms',
      rows: [{ ...rest, ...base, agent_id: agentId, ...listingDetails(base) }],
    });
    seqs.push(next!.seq);
  }
  return seqs;
}

export async function seedLifecycle(q: Q, hash: string, now: Date): Promise<void> {
  const life = await insertOffice(q, hash, {
    n: 47,
    name: '삼성순환공인중개사사무소',
    email: 'lifecycle@demo.kr',
    facename: '한순환',
    slots: 2,
  });
  await insertListings(q, life.agentId, now, [
    {
      title: '선릉역 풀옵션 원룸',
      address: '서울특별시 강남구 대치동 890-12 302호',
      room_type: 'ONE_ROOM',
      selling_type: 'MONTHLY',
      deposit: 1000,
      price: 70,
      status: 'public',
      daysAgo: 3,
    },
    {
      title: '삼성역 남향 투룸 전세',
      address: '서울특별시 강남구 삼성동 112-4 401호',
      room_type: 'TWO_ROOM',
      selling_type: 'LEASE',
      deposit: 32000,
      price: 0,
      status: 'public',
      daysAgo: 2,
    },
    {
      title: '봉은사역 오피스텔 매매',
      address: '서울특별시 강남구 삼성동 75-3 1203호',
      room_type: 'OFFICETEL',
      selling_type: 'SALE',
      deposit: 0,
      price: 41000,
      status: 'invisible',
      daysAgo: 9,
    },
  ]);

  const ans = await insertOffice(q, hash, {
    n: 48,
    name: '대치응답공인중개사사무소',
    email: 'answers@demo.kr',
    facename: '문응답',
    slots: 1,
  });
  const [room] = await insertListings(q, ans.agentId, now, [
    {
      title: '대치동 학원가 투룸',
      address: '서울특별시 강남구 대치동 316-2 201호',
      room_type: 'TWO_ROOM',
      selling_type: 'MONTHLY',
      deposit: 2000,
      price: 95,
      status: 'public',
      daysAgo: 6,
    },
  ]);
  // Hours ago it came, hours after which the office answered (null: not yet). Of the four, three
  // are due (answered, or waiting past 48 h) and one of them was answered in time: 33 %.
  const inquiries: [string, string, number, number | null][] = [
    ['talk', '이번 주 토요일에 방 볼 수 있을까요?', 3, null],
    ['talk', '주차 한 대 가능한가요?', 50, null],
    ['sms', '관리비 포함 금액이 궁금합니다.', 5 * 24, 2],
    ['talk', '반려묘 한 마리 키워도 될까요?', 3 * 24, 60],
  ];
  for (const [i, [tab, message, hoursAgo, answeredAfter]] of inquiries.entries()) {
    const saved = minutesAgo(now, hoursAgo * 60);
    const answered =
      answeredAfter === null ? null : new Date(saved.getTime() + answeredAfter * 3600_000);
    const [row] = await q<{ inquiry_seq: number }>(
      `INSERT INTO inquiries (agent_id, tab, customer_name, customer_phone, message, saved_time, is_read, rooms_seq, answered_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING inquiry_seq`,
      [
        ans.agentId,
        tab,
        ['오지호', '배수아', '신태윤', '홍가은'][i],
        `010-48${i}1-20${i}7`,
        message,
        saved,
        answered !== null,
        room,
        answered,
      ],
    );
    if (answered)
      await q(
        `INSERT INTO inquiry_messages (inquiry_seq, sender, user_id, body, sent_time) VALUES ($1,'AGENT',$2,$3,$4)`,
        [row!.inquiry_seq, ans.userId, '문의 감사합니다. 확인 후 안내해 드리겠습니다.', answered],
      );
  }
}
