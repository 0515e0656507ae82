// Who advertises a listing, as its ad must say (issue 26 #1): the office's name, address,
// registration number and phone, and the registrant's name and position. A listing stored before
// the registrant was recorded (migration 024) names the office's first account of the listing's
// position, else the representative on the office's record.
import { PositionSchema } from '../../src/generated/api/zod.ts';
import type { Db } from '../db/index.ts';
import type { Schema } from '../lib/operations.ts';
import type { RoomRow } from './room-record.ts';

export async function advertiserOf(
  q: Db['query'],
  room: Pick<RoomRow, 'agent_id' | 'position' | 'registrant_user_id'>,
): Promise<Schema<'Advertiser'>> {
  const [a] = await q<{
    name: string;
    address: string;
    reg_id: string;
    tel: string;
    registrant: string;
  }>(
    `SELECT a.name, a.address, a.reg_id, a.tel,
            coalesce(
              (SELECT u.name FROM users u WHERE u.id = $2 AND u.agent_id = a.id),
              (SELECT u.name FROM users u WHERE u.agent_id = a.id AND u.position = $3 ORDER BY u.id LIMIT 1),
              a.facename) AS registrant
       FROM agents a WHERE a.id = $1`,
    [room.agent_id, room.registrant_user_id, room.position],
  );
  return {
    officeName: a?.name ?? '',
    officeAddress: a?.address ?? '',
    registrationNumber: a?.reg_id ?? '',
    officePhone: a?.tel ?? '',
    registrantName: a?.registrant ?? '',
    registrantPosition: PositionSchema.parse(room.position),
  };
}
