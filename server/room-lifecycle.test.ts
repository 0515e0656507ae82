// @vitest-environment node
// Listing lifecycle on the server (issue 26 #3): the list's sort and filters, the CSV export
// (BOM, quoting, formula injection, the list's filters), bulk end and delete with each listing's
// result, re-advertising under the slot rule at most once, and 거래완료/비공개. lifecycle@ has two
// ad slots, both in use, and one ended listing (server/test/seed/lifecycle.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestExample } from './test/contract.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('room-lifecycle'));
  for (const e of ['lifecycle', 'master', 'listings'])
    cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function call(
  op: string,
  as: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const r = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]!, ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = r.json();
  expect(validateResponse(op, r.statusCode, json), r.body).toBeNull();
  return { status: r.statusCode, json, headers: r.headers };
}

interface Row {
  roomId: string;
  roomsSeq: number;
  title: string;
  status: string;
  sellingType: string;
  roomType: string;
  deposit: number;
  price: number;
  savedTime: string;
}

const list = async (as: string, qs = '') =>
  (await call('getDabangRoomList', as, 'GET', `/room/dabang-list?limit=100${qs}`)).json.result
    .items as Row[];

const amount = (r: Row) => (r.sellingType === 'SALE' ? r.price : r.deposit);

const csv = async (as: string, qs = '') => {
  const r = await app.inject({
    method: 'GET',
    url: `/api/v2/room/dabang-list/csv${qs}`,
    headers: { ...H, cookie: cookies[as]! },
  });
  return r;
};

describe('the listing list: sort and filters on the server', () => {
  it('sorts by price both ways, by status and oldest first, over all the office listings', async () => {
    const newest = await list('master');
    expect(newest.length).toBe(36);
    const asc = await list('master', '&sort=priceAsc');
    expect(asc.map(amount)).toEqual([...newest.map(amount)].sort((a, b) => a - b));
    const desc = await list('master', '&sort=priceDesc');
    expect(desc.map(amount)).toEqual([...newest.map(amount)].sort((a, b) => b - a));
    const oldest = await list('master', '&sort=oldest');
    expect(oldest.map((r) => r.roomsSeq)).toEqual(newest.map((r) => r.roomsSeq).reverse());
    const byStatus = (await list('master', '&sort=status')).map((r) => r.status);
    const order = ['public', 'waiting', 'invisible', 'private', 'complete'];
    const ranks = byStatus.map((s) => (order.includes(s) ? order.indexOf(s) : 9));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(byStatus).size).toBeGreaterThan(1);
  });

  it('filters by room type, deal type and a price range of the headline amount', async () => {
    const all = await list('master');
    const sale = await list('master', '&sellingType=SALE');
    expect(sale.length).toBe(all.filter((r) => r.sellingType === 'SALE').length);
    expect(sale.every((r) => r.sellingType === 'SALE')).toBe(true);
    const oneRoom = await list('master', '&roomType=ONE_ROOM');
    expect(oneRoom.length).toBe(all.filter((r) => r.roomType === 'ONE_ROOM').length);
    const [lo, hi] = [500, 5000];
    const ranged = await list('master', `&priceMin=${lo}&priceMax=${hi}`);
    const expected = all.filter((r) => amount(r) >= lo && amount(r) <= hi);
    expect(expected.length).toBeGreaterThan(0);
    expect(ranged.map((r) => r.roomsSeq).sort()).toEqual(expected.map((r) => r.roomsSeq).sort());
    const total = (
      await call(
        'getDabangRoomList',
        'master',
        'GET',
        `/room/dabang-list?priceMin=${lo}&priceMax=${hi}`,
      )
    ).json.result.total;
    expect(total).toBe(expected.length);
  });

  it('refuses a price range upside down and an unknown order with 400 in Korean', async () => {
    const r = await call(
      'getDabangRoomList',
      'master',
      'GET',
      '/room/dabang-list?priceMin=9&priceMax=1',
    );
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('최저 금액이 최고 금액보다 클 수 없습니다.');
    const bad = await call('getDabangRoomList', 'master', 'GET', '/room/dabang-list?sort=random');
    expect(bad.status).toBe(400);
  });
});

describe('CSV export', () => {
  it('is Excel-safe: BOM, CRLF, every field quoted, formulas neutralised', async () => {
    // Titles a spreadsheet would run: each is stored as typed and exported as text.
    const titles = [
      '=HYPERLINK("http://x.kr","열기")',
      '+82 문의',
      '-5% 급매',
      '@SUM(A1)',
      '콤마, "따옴표"',
    ];
    for (const title of titles) {
      const r = await call('postRoom', 'listings', 'POST', '/room', {
        ...(requestExample('postRoom') as object),
        title,
      });
      expect(r.status).toBe(200);
    }
    const r = await csv('listings');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(r.headers['content-disposition'])).toMatch(
      /^attachment; filename="rooms_\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''%EB%A7%A4%EB%AC%BC/,
    );
    const bytes = r.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '"매물번호","상태","제목","주소","매물 종류","거래 유형","보증금(만원)","월세·매매가(만원)","층","전용면적(㎡)","사진 수","등록일"',
    );
    // Every field of every row is quoted (a field with a quote doubles it).
    for (const line of lines.slice(1, -1))
      expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    expect(text).toContain('"\'=HYPERLINK(""http://x.kr"",""열기"")"');
    expect(text).toContain('"\'+82 문의"');
    expect(text).toContain('"\'-5% 급매"');
    expect(text).toContain('"\'@SUM(A1)"');
    expect(text).toContain('"콤마, ""따옴표"""');
    expect(text).toContain('"광고중"');
    expect(text).toContain('"원룸","월세","500","45","3층/5층","23.14"');
    expect(lines.length - 2).toBe(titles.length);
  });

  it('follows the list filters and order', async () => {
    const rows = await list('master', '&sellingType=LEASE&sort=priceDesc');
    const r = await csv('master', '?sellingType=LEASE&sort=priceDesc');
    const seqs = r.rawPayload
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .slice(1, -1)
      .map((l) => Number(l.split(',')[0]!.replaceAll('"', '')));
    expect(seqs).toEqual(rows.map((x) => x.roomsSeq));
    expect((await csv('master', '?priceMin=2&priceMax=1')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v2/room/dabang-list/csv' })).statusCode,
    ).toBe(401);
  });
});

describe('bulk end and delete', () => {
  it('ends the ads it can and names each failure with its reason', async () => {
    const rows = await list('lifecycle');
    const [pub1, pub2] = rows.filter((r) => r.status === 'public');
    const ended = rows.find((r) => r.status === 'invisible')!;
    const other = (await list('master'))[0]!;
    const r = await call('postRoomBulk', 'lifecycle', 'POST', '/room/bulk', {
      action: 'endAd',
      roomIds: [pub1!.roomId, ended.roomId, other.roomId, pub2!.roomId],
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toEqual({
      done: 2,
      failed: 2,
      items: [
        { roomId: pub1!.roomId, ok: true, title: pub1!.title, status: 'invisible' },
        {
          roomId: ended.roomId,
          ok: false,
          title: ended.title,
          code: 400,
          msg: '광고중이거나 광고대기인 매물만 광고를 종료할 수 있습니다.',
        },
        // Another office's listing is not found, and its title is not told.
        { roomId: other.roomId, ok: false, code: 404, msg: '요청한 정보를 찾을 수 없습니다.' },
        { roomId: pub2!.roomId, ok: true, title: pub2!.title, status: 'invisible' },
      ],
    });
    const after = await call('getDabangRoomList', 'lifecycle', 'GET', '/room/dabang-list');
    expect(after.json.result.slots).toEqual({ total: 2, used: 0 });
    expect((await list('master')).find((x) => x.roomId === other.roomId)?.status).toBe(
      other.status,
    );
  });

  it('re-advertises an ended listing into a free slot once per Idempotency-Key, and waits without one', async () => {
    const ended = (await list('lifecycle')).filter((r) => r.status === 'invisible');
    expect(ended.length).toBe(3);
    const key = { 'idempotency-key': '7d1e3a52-6f0b-4c1e-9a2d-3b4c5d6e7f80' };
    const first = await call(
      'postRoomReAdvertise',
      'lifecycle',
      'POST',
      `/room/${ended[0]!.roomId}/re-advertise`,
      undefined,
      key,
    );
    expect(first.json.result.status).toBe('public');
    const again = await call(
      'postRoomReAdvertise',
      'lifecycle',
      'POST',
      `/room/${ended[0]!.roomId}/re-advertise`,
      undefined,
      key,
    );
    expect(again.json.result).toEqual(first.json.result);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Without the key, a second try of an advertised listing is refused.
    const twice = await call(
      'postRoomReAdvertise',
      'lifecycle',
      'POST',
      `/room/${ended[0]!.roomId}/re-advertise`,
    );
    expect(twice.status).toBe(400);
    const second = await call(
      'postRoomReAdvertise',
      'lifecycle',
      'POST',
      `/room/${ended[1]!.roomId}/re-advertise`,
    );
    expect(second.json.result.status).toBe('public');
    // Both slots in use: the third waits for one, as a registration would.
    const third = await call(
      'postRoomReAdvertise',
      'lifecycle',
      'POST',
      `/room/${ended[2]!.roomId}/re-advertise`,
    );
    expect(third.json.result.status).toBe('waiting');
    const slots = (await call('getDabangRoomList', 'lifecycle', 'GET', '/room/dabang-list')).json
      .result.slots;
    expect(slots).toEqual({ total: 2, used: 2 });
  });

  it('marks 거래완료 and 비공개, freeing the slot, and refuses what the rules do not allow', async () => {
    const pub = (await list('lifecycle')).find((r) => r.status === 'public')!;
    const priv = await call('postRoomStatus', 'lifecycle', 'POST', `/room/${pub.roomId}/status`, {
      status: 'private',
    });
    expect(priv.json.result.status).toBe('private');
    const same = await call('postRoomStatus', 'lifecycle', 'POST', `/room/${pub.roomId}/status`, {
      status: 'private',
    });
    expect(same.status).toBe(400);
    const done = await call('postRoomStatus', 'lifecycle', 'POST', `/room/${pub.roomId}/status`, {
      status: 'complete',
    });
    expect(done.json.result.status).toBe('complete');
    const back = await call('postRoomStatus', 'lifecycle', 'POST', `/room/${pub.roomId}/status`, {
      status: 'private',
    });
    expect(back.status).toBe(400);
    expect(back.json.msg).toMatch(/거래완료/);
    expect((await list('lifecycle', '&status=complete')).map((r) => r.roomId)).toEqual([
      pub.roomId,
    ]);
    const slots = (await call('getDabangRoomList', 'lifecycle', 'GET', '/room/dabang-list')).json
      .result.slots;
    expect(slots.used).toBe(1);
  });

  it('deletes several listings and reports the one already gone', async () => {
    const rows = await list('lifecycle');
    const ids = rows.slice(0, 2).map((r) => r.roomId);
    const r = await call('postRoomBulk', 'lifecycle', 'POST', '/room/bulk', {
      action: 'delete',
      roomIds: [...ids, 'a'.repeat(32)],
    });
    expect(r.json.result.done).toBe(2);
    expect(r.json.result.failed).toBe(1);
    expect(r.json.result.items[2]).toMatchObject({ ok: false, code: 404 });
    expect((await list('lifecycle')).map((x) => x.roomId)).not.toContain(ids[0]);
    const empty = await call('postRoomBulk', 'lifecycle', 'POST', '/room/bulk', {
      action: 'delete',
      roomIds: [],
    });
    expect(empty.status).toBe(400);
  });
});
