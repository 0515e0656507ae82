// @vitest-environment node
// The objection form download is a real Word document (DOCX): the right content type, a .docx
// name in Content-Disposition (RFC 5987 UTF-8), and a ZIP holding word/document.xml with the
// Korean labels of every field a broker fills in.
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, login, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('objection-form'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

/** Reads one entry of a ZIP through its central directory (stored or deflated). */
function zipEntry(zip: Buffer, name: string): Buffer | null {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const entries = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i += 1) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    if (zip.toString('utf8', p + 46, p + 46 + nameLen) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 0 ? data : inflateRawSync(data);
    }
    p += 46 + nameLen + extraLen + commentLen;
  }
  return null;
}

const get = (cookie?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v2/kiso-report/objection-form',
    headers: cookie ? { cookie } : {},
  });

describe('GET /kiso-report/objection-form', () => {
  it('serves a DOCX with a .docx file name and every field label in Korean', async () => {
    const r = await get(await login(app, 'report@demo.kr'));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const disposition = String(r.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\w.-]+\.docx"; /);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('허위매물_이의신청서.docx')}`,
    );
    const bytes = r.rawPayload;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zipEntry(bytes, '[Content_Types].xml')).not.toBeNull();
    const xml = zipEntry(bytes, 'word/document.xml')?.toString('utf8') ?? '';
    for (const label of [
      '허위매물 자율처리 결과 이의신청서',
      '신고 번호',
      '매물번호',
      '매물 주소',
      '이의신청 사유',
      '증빙 자료 목록',
      '신청일',
      '성명',
      '중개사무소명',
      '(서명 또는 인)',
    ]) {
      expect(xml, label).toContain(label);
    }
  });

  it('serves the same bytes again (built once, kept in memory)', async () => {
    const cookie = await login(app, 'master@demo.kr');
    const [a, b] = [await get(cookie), await get(cookie)];
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('asks a guest to log in with a Korean 401', async () => {
    const r = await get();
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ code: 401, msg: '로그인이 필요합니다.' });
  });
});
