// The test office of the mobile journey (tests/e2e/mobile.spec.ts, issue 27 #5): mobile@ answers
// a chat inquiry and claims an open gongsil room on a phone, and looks its listings up. It adds
// no gongsil room (every room counts in everyone's 전체 tab): it claims one of the open rooms
// of journeys-claim-sign.ts, registered minutes ago at the top of 전체.
import { listingDetails } from '../../db/seed/data/listing-details.ts';
import { insertRows, minutesAgo, type Q } from '../../db/seed/table.ts';
import { insertOffice } from './journeys.ts';

export const MOBILE_ACCOUNTS = [
  {
    email: 'mobile@demo.kr',
    what: '모바일 화면: 채팅 문의 2건(읽지 않음 1건) 답변, 공실 선점, 매물 3건 상태 조회',
  },
] as const;

const INQUIRIES: [tab: string, name: string, phone: string, message: string, read: boolean][] = [
  ['talk', '서모바', '', '내일 저녁 7시에 방 보러 가도 될까요?', false],
  ['talk', '문현장', '', '반려묘와 함께 입주 가능한가요?', true],
  ['sms', '임출근', '010-7712-4408', '주차 공간이 있는지 문자로 알려주세요.', false],
];

const LISTINGS = [
  ['성수역 신축 원룸', '서울특별시 성동구 성수동1가 656-1 402호', 'ONE_ROOM', 'public'],
  ['왕십리역 투룸', '서울특별시 성동구 하왕십리동 998 1103호', 'TWO_ROOM', 'waiting'],
  ['서울숲 오피스텔', '서울특별시 성동구 성수동1가 685-7 805호', 'OFFICETEL', 'invisible'],
] as const;

export async function seedMobile(q: Q, hash: string, now: Date): Promise<void> {
  const { agentId } = await insertOffice(q, hash, {
    n: 66,
    name: '성수모바일공인중개사사무소',
    email: 'mobile@demo.kr',
    facename: '손전화',
    phone: '010-6666-6600',
    phoneVerified: true,
  });
  for (const [i, [tab, name, phone, message, read]] of INQUIRIES.entries())
    await q(
      `INSERT INTO inquiries (agent_id, tab, customer_name, customer_phone, message, saved_time, is_read)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [agentId, tab, name, phone, message, minutesAgo(now, 20 + i * 90), read],
    );
  for (const [i, [title, address, roomType, status]] of LISTINGS.entries()) {
    const [next] = await q<{ seq: number }>("SELECT nextval('agent_rooms_seq')::int AS seq");
    const base = {
      rooms_seq: next!.seq,
      room_type: roomType,
      title,
      address,
      saved_time: minutesAgo(now, (i + 1) * 24 * 60),
    };
    await insertRows(q, {
      table: 'agent_rooms',
      rows: [
        {
          ...base,
          selling_type: 'MONTHLY',
          deposit: 1000 * (i + 1),
          price: 55 + i * 10,
          status,
          agent_id: agentId,
          ...listingDetails(base),
        },
      ],
    });
  }
}
