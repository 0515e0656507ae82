// The test office of the notification centre (issue 27 item 1): notify@ keeps its page open
// while a customer's inquiry about its advertised listing arrives. Its own office, so the other
// accounts' counts never change.
import type { Q } from '../../db/seed/table.ts';
import { insertListings, insertOffice } from './lifecycle.ts';

export const NOTIFICATION_ACCOUNTS = [
  {
    email: 'notify@demo.kr',
    what: '광고 중인 매물 1건: 고객 문의가 열린 화면의 알림 센터에 바로 뜨고 읽음 처리',
  },
] as const;

export async function seedNotifications(q: Q, hash: string, now: Date): Promise<void> {
  const office = await insertOffice(q, hash, {
    n: 53,
    name: '합정알림공인중개사사무소',
    email: 'notify@demo.kr',
    facename: '나알림',
    slots: 2,
  });
  await insertListings(q, office.agentId, now, [
    {
      title: '합정역 채광 좋은 원룸',
      address: '서울특별시 마포구 합정동 411-7 202호',
      room_type: 'ONE_ROOM',
      selling_type: 'MONTHLY',
      deposit: 1000,
      price: 65,
      status: 'public',
      daysAgo: 1,
    },
  ]);
}
