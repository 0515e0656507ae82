// @vitest-environment node
// Addresses by legal district (issue 26 #2): the codes migration 025 fills from the text of the
// listings and gongsil rooms stored before it, and a listing registered with a searched 법정동코드.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestExample } from '../test/contract.ts';
import { apiCaller, freshApp, login, type App } from '../test/helpers.ts';
import { fillDistrictCodes } from './fill-district-codes.ts';
import { legalDistricts } from './legal-districts.ts';

let app: App;
let cleanup: () => void;
let cookie: string;
const call = () => apiCaller(app);

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('address'));
  cookie = await login(app, 'listings@demo.kr');
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

describe('district codes of stored addresses', () => {
  it('every seeded listing and gongsil room whose address names a district carries its code', async () => {
    const ix = await legalDistricts();
    const own = await app.db.query<{
      sido: string;
      sigungu: string;
      dong: string;
      bjd_code: string;
    }>('SELECT sido, sigungu, dong, bjd_code FROM agent_rooms');
    expect(own.length).toBeGreaterThan(0);
    for (const r of own)
      expect(r.bjd_code).toBe(ix.byFullName(`${r.sido} ${r.sigungu} ${r.dong}`)?.code);
    const rooms = await app.db.query<{ address: string; bjd_code: string }>(
      'SELECT address, bjd_code FROM gongsil_rooms',
    );
    for (const r of rooms)
      expect(ix.byCode(r.bjd_code)?.fullName, r.address).toBe(
        r.address.split(' ').slice(0, 3).join(' '),
      );
  });

  it('fills rows stored before (text only), keeps the text, and leaves a name it cannot find', async () => {
    await app.db.query(
      `UPDATE agent_rooms SET bjd_code = NULL WHERE rooms_seq IN (SELECT rooms_seq FROM agent_rooms ORDER BY rooms_seq LIMIT 2)`,
    );
    await app.db.query(
      `INSERT INTO gongsil_rooms (rooms_seq, bucket, room_type, selling_type, deposit, price, address,
         detail_address, status, area_m2, floor, saved_time, updated_time)
       VALUES (59000001, 'open', 'ONE_ROOM', 'MONTHLY', 500, 40, '경기도 수원시 장안구 연무동 12-3', '', 'public', 20, '2층', now(), now()),
              (59000002, 'open', 'ONE_ROOM', 'MONTHLY', 500, 40, '경기도 가평군 가평읍 읍내리 7', '', 'public', 20, '1층', now(), now()),
              (59000003, 'open', 'ONE_ROOM', 'MONTHLY', 500, 40, '어딘가 없는 동네 1', '', 'public', 20, '1층', now(), now())`,
    );
    await fillDistrictCodes(app.db.query);
    const missing = await app.db.query('SELECT 1 FROM agent_rooms WHERE bjd_code IS NULL');
    expect(missing).toEqual([]);
    const added = await app.db.query<{
      rooms_seq: number;
      bjd_code: string | null;
      address: string;
    }>(
      'SELECT rooms_seq, bjd_code, address FROM gongsil_rooms WHERE rooms_seq > 59000000 ORDER BY rooms_seq',
    );
    expect(added.map((r) => r.bjd_code)).toEqual(['4111113700', '4182025021', null]);
    expect(added[2]!.address).toBe('어딘가 없는 동네 1');
    await app.db.query('DELETE FROM gongsil_rooms WHERE rooms_seq > 59000000');
  });
});

describe('a listing registered by address search', () => {
  const example = requestExample('postRoom') as Record<string, unknown>;

  it('stores the code and takes the three fields from the district (a 리 joins its 읍면동)', async () => {
    const c = call();
    const saved = await c('POST', '/room', cookie, {
      ...example,
      sido: '서울특별시',
      sigungu: '아무거나',
      dong: '적어도',
      bjdCode: '4182025021',
    });
    expect(saved.status).toBe(200);
    const room = await c('GET', `/room/${saved.json.result.roomId}`, cookie);
    expect(room.json.result).toMatchObject({
      sido: '경기도',
      sigungu: '가평군',
      dong: '가평읍 읍내리',
      bjdCode: '4182025021',
    });
    const list = await c('GET', '/room/dabang-list?limit=10', cookie);
    expect(list.json.result.items[0].address).toBe(
      `경기도 가평군 가평읍 읍내리 ${example.detailAddress}`,
    );
    expect((await c('DELETE', `/room/${saved.json.result.roomId}`, cookie)).status).toBe(200);
  });

  it('refuses a code that is no 읍면동 or 리 with a Korean reason', async () => {
    const c = call();
    for (const bjdCode of ['1162000000', '9999999999']) {
      const r = await c('POST', '/room', cookie, { ...example, bjdCode });
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe('주소를 검색해 읍·면·동 또는 리를 선택해주세요.');
    }
  });

  it('a typed address keeps its text, with the code when it names a district', async () => {
    const c = call();
    const { bjdCode: _, ...typed } = example;
    for (const [dong, code] of [
      ['신림동', '1162010200'],
      ['어딘가동', null],
    ] as const) {
      const saved = await c('POST', '/room', cookie, { ...typed, dong });
      const room = await c('GET', `/room/${saved.json.result.roomId}`, cookie);
      expect(room.json.result).toMatchObject({ dong, bjdCode: code });
      await c('DELETE', `/room/${saved.json.result.roomId}`, cookie);
    }
  });
});
