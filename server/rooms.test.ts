// @vitest-environment node
// Listings (issue 17): photo uploads are checked by content and stripped of EXIF, ad slots,
// the penalty, the dashboard reading the list's counts, and offices never seeing each other's
// listings or photos. Upload limits (issue 24): size, pixels, decodes, each office's quota, and
// the sweep of photos never attached.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoDecodes } from './rooms/decode-slots.ts';
import { folderPhotoStore } from './rooms/photo-store.ts';
import { photoSweep } from './rooms/photo-sweep.ts';
import { freshApp, H, login, type App } from './test/helpers.ts';
import { DISCLOSURES } from './test/room-disclosures.ts';

let app: App;
let dir: string;
let cleanup: () => void;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  ({ app, dir, cleanup } = await freshApp('rooms'));
  for (const e of ['listings', 'listings-full', 'master', 'report', 'penalty'])
    cookie[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const room = {
  title: '역삼역 도보 3분 오피스텔',
  roomType: 'OFFICETEL',
  sellingType: 'MONTHLY',
  deposit: 1000,
  price: 70,
  areaM2: 26.4,
  floor: 7,
  totalFloors: 15,
  moveInDate: '2030-01-15',
  position: 0,
  tags: ['STATION_AREA'],
  description: '역삼역 3번 출구에서 걸어서 3분입니다.',
  sido: '서울특별시',
  sigungu: '강남구',
  dong: '역삼동',
  detailAddress: '736-1 702호',
  ...DISCLOSURES,
};

function multipart(file: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----listings-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(as: string, file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const m = multipart(file, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/v2/room/photos',
    headers: { 'app-platform': 'web', 'content-type': m.contentType, cookie: cookie[as]! },
    payload: m.payload,
  });
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string, body?: unknown) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookie[as]! },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

/** A JPEG carrying a camera make and a GPS position in its EXIF. */
const gpsJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ListingCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 30/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '127/1 2/1 0/1',
      },
    })
    .toBuffer();

/** The GPS IFD pointer tag (0x8825) in either byte order. */
const hasGpsIfd = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe('photo uploads', () => {
  it('re-encodes a JPEG to the standard sizes without EXIF (GPS included)', async () => {
    const input = await gpsJpeg();
    const before = await sharp(input).metadata();
    expect(hasGpsIfd(before.exif)).toBe(true);
    const r = await upload('listings', input);
    expect(r.statusCode, r.body).toBe(200);
    const { photoId, url, thumbUrl } = r.json().result;
    expect(photoId).toMatch(/^[0-9a-f]{32}$/);
    for (const [u, w, h] of [
      [url, 1280, 960],
      [thumbUrl, 320, 240],
    ] as const) {
      const f = await app.inject({ method: 'GET', url: u, headers: { cookie: cookie.listings! } });
      expect(f.statusCode).toBe(200);
      expect(f.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(f.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
      expect(meta.exif).toBeUndefined();
      expect(f.rawPayload.includes(Buffer.from('ListingCam'))).toBe(false);
    }
    // The file on disk is the stripped one too.
    const stored = path.join(dir, 'photos', photoId.slice(0, 2), `${photoId}-large.jpg`);
    expect(hasGpsIfd((await sharp(stored).metadata()).exif)).toBe(false);
  });

  it('accepts PNG and WebP by content', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    expect((await upload('listings', png, 'a.png', 'image/png')).statusCode).toBe(200);
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer();
    // Named .jpg: the content decides, not the name.
    expect((await upload('listings', webp, 'b.jpg', 'image/jpeg')).statusCode).toBe(200);
  });

  it('refuses a renamed text file, a GIF, an oversized image, a 0-byte file and non-multipart bodies', async () => {
    const text = await upload('listings', Buffer.from('hello, not an image'), 'photo.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json().msg).toMatch(/JPEG, PNG, WebP/);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload('listings', gif, 'x.png', 'image/png')).statusCode).toBe(415);
    const big = Buffer.concat([await gpsJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await upload('listings', big);
    expect(large.statusCode).toBe(413);
    expect(large.json().msg).toMatch(/10MB/);
    const empty = await upload('listings', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toMatch(/빈 파일/);
    const json = await send('POST', '/room/photos', 'listings', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const m = multipart(await gpsJpeg(), 'a.jpg', 'image/jpeg', 'other');
    const wrongField = await app.inject({
      method: 'POST',
      url: '/api/v2/room/photos',
      headers: { 'app-platform': 'web', 'content-type': m.contentType, cookie: cookie.listings! },
      payload: m.payload,
    });
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('listings and ad slots', () => {
  it('registers public while a slot is free, then waiting; ending the ad frees the slot', async () => {
    const photo = (await upload('listings', await gpsJpeg())).json().result.photoId;
    const first = await send('POST', '/room', 'listings', { ...room, photoIds: [photo] });
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json().result;
    expect(a.status).toBe('public');
    const second = (await send('POST', '/room', 'listings', room)).json().result;
    expect(second.status).toBe('waiting');

    const list = (await send('GET', '/room/dabang-list', 'listings')).json().result;
    expect(list.slots).toEqual({ total: 1, used: 1 });
    expect(list.counts).toEqual({ total: 2, byStatus: { public: 1, waiting: 1 } });
    expect(list.items.find((i: { roomId: string }) => i.roomId === a.roomId).photoCount).toBe(1);
    const dash = (await send('GET', '/dashboard/summary', 'listings')).json().result;
    expect([dash.roomCount, dash.publicRoomCount]).toEqual([list.counts.total, 1]);

    const detail = (await send('GET', `/room/${a.roomId}`, 'listings')).json().result;
    expect(detail).toMatchObject({ ...room, roomId: a.roomId, status: 'public' });
    expect(detail.photos.map((p: { photoId: string }) => p.photoId)).toEqual([photo]);

    const ended = await send('POST', `/room/${a.roomId}/end-ad`, 'listings');
    expect(ended.json().result.status).toBe('invisible');
    const after = (await send('GET', '/room/dabang-list?status=invisible', 'listings')).json()
      .result;
    expect(after.slots).toEqual({ total: 1, used: 0 });
    expect(after.items.map((i: { roomId: string }) => i.roomId)).toEqual([a.roomId]);
    expect((await send('POST', `/room/${a.roomId}/end-ad`, 'listings')).statusCode).toBe(400);
    expect((await send('POST', '/room', 'listings', room)).json().result.status).toBe('public');
  });

  it('starts the ad of a waiting listing only once a slot is free (409 before, and when active)', async () => {
    const slots = async () =>
      (await send('GET', '/room/dabang-list', 'listings')).json().result.slots;
    // Fill the office's slots so the next listing waits, whatever earlier tests left behind.
    let waiting: { roomId: string; status: string } | undefined;
    for (let i = 0; i < 3 && !waiting; i++) {
      const r = (await send('POST', '/room', 'listings', room)).json().result;
      if (r.status === 'waiting') waiting = r;
    }
    expect(waiting?.status).toBe('waiting');
    const full = await slots();
    expect(full.used).toBe(full.total);

    const refused = await send('POST', `/room/${waiting!.roomId}/start-ad`, 'listings');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      msg: expect.stringMatching(/광고 상품을 구매하거나 다른 매물의 광고를 종료/),
    });

    const live = (await send('GET', '/room/dabang-list?status=public', 'listings')).json().result;
    await send('POST', `/room/${live.items[0].roomId}/end-ad`, 'listings');
    expect((await slots()).used).toBe(full.total - 1);

    const started = await send('POST', `/room/${waiting!.roomId}/start-ad`, 'listings');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().result).toMatchObject({ roomId: waiting!.roomId, status: 'public' });
    expect(await slots()).toEqual({ total: full.total, used: full.total });
    const detail = (await send('GET', `/room/${waiting!.roomId}`, 'listings')).json().result;
    expect(detail.status).toBe('public');

    const again = await send('POST', `/room/${waiting!.roomId}/start-ad`, 'listings');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('이미 광고중인 매물입니다.');
  });

  it('an office with every slot used saves new listings as waiting', async () => {
    const r = await send('POST', '/room', 'listings-full', room);
    expect(r.json().result.status).toBe('waiting');
  });

  it('edits fields and photo order; deleting removes the listing and its photo files', async () => {
    const p1 = (await upload('listings', await gpsJpeg())).json().result.photoId;
    const p2 = (await upload('listings', await gpsJpeg())).json().result.photoId;
    const { roomId } = (
      await send('POST', '/room', 'listings', { ...room, photoIds: [p1, p2] })
    ).json().result;
    const put = await send('PUT', `/room/${roomId}`, 'listings', {
      ...room,
      price: 65,
      photoIds: [p2],
    });
    expect(put.statusCode, put.body).toBe(200);
    const detail = (await send('GET', `/room/${roomId}`, 'listings')).json().result;
    expect(detail.price).toBe(65);
    expect(detail.photos.map((p: { photoId: string }) => p.photoId)).toEqual([p2]);
    const photoFiles = () => readdirSync(path.join(dir, 'photos', p2.slice(0, 2)));
    expect(existsSync(path.join(dir, 'photos', p1.slice(0, 2), `${p1}-large.jpg`))).toBe(false);
    expect(photoFiles()).toContain(`${p2}-large.jpg`);
    expect((await send('DELETE', `/room/${roomId}`, 'listings')).json().result).toBe(true);
    expect((await send('GET', `/room/${roomId}`, 'listings')).statusCode).toBe(404);
    expect(existsSync(path.join(dir, 'photos', p2.slice(0, 2), `${p2}-large.jpg`))).toBe(false);
  });

  it('refuses the deal-type, floor and photo rules with Korean messages', async () => {
    const bad = [
      [{ sellingType: 'LEASE', deposit: 0, price: 0 }, '전세 보증금'],
      [{ sellingType: 'SALE', deposit: 0, price: 0 }, '매매가'],
      [{ sellingType: 'MONTHLY', price: 0 }, '월세'],
      [{ floor: 16 }, '전체 층수'],
      [{ title: '   ' }, '필수'],
      [{ description: Array(21).fill('줄').join('\n') }, '20줄'],
      [{ photoIds: ['0'.repeat(32)] }, '사진'],
    ] as const;
    for (const [patch, msg] of bad) {
      const r = await send('POST', '/room', 'listings', { ...room, ...patch });
      expect(r.statusCode, JSON.stringify(patch)).toBe(400);
      expect(r.json().msg).toContain(msg);
    }
    // A position the account does not hold (A-85; listings@ is 대표공인중개사, 0).
    expect((await send('POST', '/room', 'listings', { ...room, position: 2 })).statusCode).toBe(
      400,
    );
  });

  it('refuses registration under a penalty with the Korean reason', async () => {
    const r = await send('POST', '/room', 'penalty', room);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ code: 403, msg: expect.stringMatching(/매물 등록이 제한/) });
  });

  it("never shows, edits, ends or deletes another office's listing or photo (404)", async () => {
    const photo = (await upload('listings', await gpsJpeg())).json().result;
    const { roomId } = (
      await send('POST', '/room', 'listings', { ...room, photoIds: [photo.photoId] })
    ).json().result;
    for (const [method, url, body] of [
      ['GET', `/room/${roomId}`, undefined],
      ['PUT', `/room/${roomId}`, room],
      ['POST', `/room/${roomId}/end-ad`, undefined],
      ['POST', `/room/${roomId}/start-ad`, undefined],
      ['DELETE', `/room/${roomId}`, undefined],
    ] as const) {
      const r = await send(method, url, 'report', body);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.json().msg).toMatch(/[가-힣]/);
    }
    const img = await app.inject({
      method: 'GET',
      url: photo.url,
      headers: { cookie: cookie.report! },
    });
    expect(img.statusCode).toBe(404);
    // Nor can another office attach the photo to its own listing.
    const steal = await send('POST', '/room', 'master', { ...room, photoIds: [photo.photoId] });
    expect(steal.statusCode).toBe(400);
    expect((await send('GET', `/room/${roomId}`, 'listings')).json().result.status).toBe('waiting');
  });
});

describe('upload limits (issue 24)', () => {
  const photoRows = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM room_photos'))[0]!.n;

  it('a file over 10 MB is refused with 413 however its bytes arrive, and nothing is kept', async () => {
    const m = multipart(
      Buffer.concat([await gpsJpeg(), Buffer.alloc(10 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
    );
    const fileStart = m.payload.indexOf('\r\n\r\n') + 4;
    const before = await photoRows();
    // A stream whose first chunk ends exactly at the 10 MB mark: the parser then sees the limit
    // only between chunks, and a truncated file used to come through as a whole one.
    for (const cuts of [[], [fileStart + 10 * 1024 * 1024]]) {
      const edges = [0, ...cuts, m.payload.length];
      const r = await app.inject({
        method: 'POST',
        url: '/api/v2/room/photos',
        headers: { 'app-platform': 'web', 'content-type': m.contentType, cookie: cookie.listings! },
        payload: Readable.from(edges.slice(1).map((end, i) => m.payload.subarray(edges[i], end))),
      });
      expect(r.statusCode, r.body).toBe(413);
      expect(r.json()).toEqual({ code: 413, msg: '사진은 한 장에 10MB까지 올릴 수 있습니다.' });
    }
    expect(await photoRows()).toBe(before);
  });
});

/** A PNG that declares width × height, 1-bit grey: with `rows`, every row blank (a decodable
 * image of a few kilobytes), else no pixel data at all (only the header is true). */
function declaredPng(width: number, height: number, rows = true): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows ? Buffer.concat(Array(height).fill(row)) : row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe("pixels, decodes and each office's storage (issue 24)", () => {
  it('a small PNG declaring more than 50 megapixels is refused from its header, never decoded', async () => {
    const decodes = vi.spyOn(photoDecodes, 'run');
    try {
      // 56 megapixels that decode to a blank picture, and 10 gigapixels of header alone.
      for (const [w, h, rows] of [
        [8_000, 7_000, true],
        [100_000, 100_000, false],
      ] as const) {
        const png = declaredPng(w, h, rows);
        expect(png.length).toBeLessThan(200_000);
        const r = await upload('listings', png, 'big.png', 'image/png');
        expect(r.statusCode, r.body).toBe(413);
        expect(r.json().msg).toBe(
          '사진 해상도가 너무 큽니다. 5,000만 화소 이하의 사진을 올려주세요.',
        );
      }
      expect(decodes).not.toHaveBeenCalled();
    } finally {
      decodes.mockRestore();
    }
  });

  it('an office whose photos fill its quota is refused with 409 and keeps nothing new', async () => {
    const [office] = await app.db.query<{ id: number }>(
      "SELECT agent_id AS id FROM users WHERE email = 'listings@demo.kr'",
    );
    const photoFiles = () =>
      readdirSync(path.join(dir, 'photos'), { recursive: true }).filter((f) =>
        String(f).endsWith('.jpg'),
      ).length;
    const rows = () => app.db.query('SELECT photo_id FROM room_photos ORDER BY photo_id');
    const filler = 'f'.repeat(32);
    const fill = (bytes: number) =>
      app.db.query(
        `INSERT INTO room_photos (photo_id, agent_id, width, height, bytes) VALUES ($1, $2, 1, 1, $3)
         ON CONFLICT (photo_id) DO UPDATE SET bytes = EXCLUDED.bytes`,
        [filler, office!.id, bytes],
      );
    const quota = 1024 ** 3;
    const used = async () =>
      Number(
        (
          await app.db.query<{ n: number }>(
            'SELECT sum(bytes) AS n FROM room_photos WHERE agent_id = $1',
            [office!.id],
          )
        )[0]!.n,
      );
    const photo = await gpsJpeg();
    // Room for a few bytes only: the encoded photo does not fit.
    await fill(quota - (await used()) - 100);
    let before = [await rows(), photoFiles()];
    const over = await upload('listings', photo);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().msg).toBe(
      '사무소의 사진 저장 공간(1GB)을 모두 사용했습니다. 사용하지 않는 사진이나 매물을 삭제한 뒤 다시 올려주세요.',
    );
    expect([await rows(), photoFiles()]).toEqual(before);
    // Full: refused before decoding.
    await fill(quota);
    const decodes = vi.spyOn(photoDecodes, 'run');
    before = [await rows(), photoFiles()];
    expect((await upload('listings', photo)).statusCode).toBe(409);
    expect(decodes).not.toHaveBeenCalled();
    decodes.mockRestore();
    expect([await rows(), photoFiles()]).toEqual(before);
    // Another office is not affected, and freeing the space lets this one upload again.
    expect((await upload('master', photo)).statusCode).toBe(200);
    await app.db.query('DELETE FROM room_photos WHERE photo_id = $1', [filler]);
    expect((await upload('listings', photo)).statusCode).toBe(200);
  });
});

describe('uploads never attached (issue 24)', () => {
  it('the server sweeps at start and every hour: a day after its upload an unattached photo is gone, row and files', async () => {
    const unattached = (await upload('listings', await gpsJpeg())).json().result.photoId as string;
    const attached = (await upload('listings', await gpsJpeg())).json().result.photoId as string;
    const saved = await send('POST', '/room', 'listings', { ...room, photoIds: [attached] });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = async (id: string) => ({
      row: (await app.db.query('SELECT 1 FROM room_photos WHERE photo_id = $1', [id])).length,
      files: ['large', 'thumb'].filter((s) =>
        existsSync(path.join(dir, 'photos', id.slice(0, 2), `${id}-${s}.jpg`)),
      ).length,
    });

    // The sweep of a server whose clock and timer the test holds.
    const hour = 60 * 60 * 1000;
    let clock = new Date(Date.now() + 23 * hour);
    let tick: (() => Promise<unknown>) | undefined;
    const sweeper = Fastify();
    await sweeper.register(photoSweep, {
      db: app.db,
      photos: folderPhotoStore(path.join(dir, 'photos')),
      now: () => clock,
      timers: {
        setInterval: (fn, ms) => {
          expect(ms).toBe(hour);
          tick = fn;
          return {};
        },
        clearInterval: () => (tick = undefined),
      },
    });
    await sweeper.ready();
    // Swept at start, 23 hours after the upload: both stay.
    expect(await kept(unattached)).toEqual({ row: 1, files: 2 });
    clock = new Date(clock.getTime() + 2 * hour);
    await tick!();
    expect(await kept(unattached)).toEqual({ row: 0, files: 0 });
    expect(await kept(attached)).toEqual({ row: 1, files: 2 });
    const detail = (await send('GET', `/room/${saved.json().result.roomId}`, 'listings')).json();
    expect(detail.result.photos.map((p: { photoId: string }) => p.photoId)).toEqual([attached]);
    await sweeper.close();
    expect(tick).toBeUndefined();
  });
});
