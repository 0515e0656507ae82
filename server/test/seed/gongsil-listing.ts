// Demo office of the address-search and claim-to-listing browser tests
// (tests/e2e/listing-address.spec.ts, issue 26 #2 and #4): one ad slot, no listing yet, and one
// gongsil room it claimed two days ago, with its owner's contact.
import type { Db } from '../../db/index.ts';
import { minutesAgo } from '../../db/seed/table.ts';
import { insertOffice, type Office } from './journeys.ts';

type Q = Db['query'];

export const GONGSIL_LISTING_ACCOUNTS: { email: string; what: string }[] = [
  {
    email: 'claimlist@demo.kr',
    what: '주소 검색으로 매물 등록, 선점한 방을 내 매물로 등록 (집주인 연락처)',
  },
];

const OFFICE: Office = {
  n: 37,
  name: '신림선점공인중개사사무소',
  email: 'claimlist@demo.kr',
  facename: '주소찾',
  phone: '010-3737-3700',
  phoneVerified: true,
};

/** The claimed room's number (tests/e2e/listing-address.spec.ts opens it). */
export const CLAIMED_ROOM_SEQ = 53100001;

export async function seedGongsilListing(q: Q, hash: string, now: Date): Promise<void> {
  const { agentId } = await insertOffice(q, hash, OFFICE);
  const claimed = minutesAgo(now, 2 * 24 * 60);
  await q(
    `INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit, price,
       address, detail_address, status, area_m2, floor, saved_time, updated_time, request_memo,
       requester_name, owner_name, owner_phone, claimed_at)
     VALUES ($1, $2, 'preempt', 'TWO_ROOM', 'MONTHLY', 1000, 55, '서울특별시 관악구 신림동 1422-5',
       '302호', 'public', 33.5, '3층', $3, $4, '직장인 세입자 원함', '신집주인', '신집주인',
       '010-4821-7730', $4)`,
    [CLAIMED_ROOM_SEQ, agentId, minutesAgo(now, 5 * 24 * 60), claimed],
  );
}
