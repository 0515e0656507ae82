// @vitest-environment node
// `npm run config:pull`: the active version, from a running server or from the database, written
// into a spec/config folder that codegen and the checker accept; nothing written when it fails.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_FILES as EDITABLE } from '../../config/registry.ts';
import { freshApp, H, login, tempDir, type App } from '../test/helpers.ts';
import { pullFromDb, pullFromServer, ROOT_DIR, writeConfigFiles } from './pull.ts';

let app: App;
let cleanup: () => void;
let url: string;
const SPEC = path.join(ROOT_DIR, 'spec', 'config');

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('pull'));
  const staff = await login(app, 'staff@demo.kr');
  const call = (method: 'GET' | 'PUT' | 'POST', u: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v2${u}`,
      headers: { ...H, cookie: staff },
      payload: payload as never,
    });
  const draft = (await call('GET', '/studio/config/draft')).json().result;
  draft.files.products.products[0].label = '당겨온 올인원';
  draft.files.products.products[0].defaultDay = 60;
  expect(
    (await call('PUT', '/studio/config/draft', { baseVersion: 0, files: draft.files })).statusCode,
  ).toBe(200);
  expect((await call('POST', '/studio/config/publish', { note: 'pull test' })).statusCode).toBe(
    200,
  );
  url = await app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

/** A copy of the repository's spec/config files to write into. */
function specCopy() {
  const t = tempDir('pull-out');
  mkdirSync(t.dir, { recursive: true });
  for (const name of EDITABLE)
    copyFileSync(path.join(SPEC, `${name}.json`), path.join(t.dir, `${name}.json`));
  return t;
}

describe('config:pull', () => {
  it('reads the same active version from a running server and from the database', async () => {
    const fromServer = await pullFromServer(url);
    const fromDb = await pullFromDb(app.db);
    expect(fromServer.version).toBe(1);
    expect(fromDb.version).toBe(1);
    expect(fromServer.files.products).toEqual(fromDb.files.products);
    expect((fromDb.files.products.products as { label: string }[])[0]!.label).toBe('당겨온 올인원');
  });

  it("writes only the changed file, keeping $schema and the repository's key order", async () => {
    const out = specCopy();
    try {
      const result = writeConfigFiles(await pullFromServer(url), out.dir);
      expect(result.problems).toEqual([]);
      expect(result.written.map((f) => path.basename(f))).toEqual(['products.json']);
      const text = readFileSync(path.join(out.dir, 'products.json'), 'utf8');
      const repo = readFileSync(path.join(SPEC, 'products.json'), 'utf8');
      expect(text.startsWith('{\n  "$schema": "./products.schema.json",\n')).toBe(true);
      const changed = text.split('\n').filter((l, i) => l !== repo.split('\n')[i]);
      expect(changed.map((l) => l.trim())).toEqual([
        '"label": "당겨온 올인원",',
        '"defaultDay": 60,',
      ]);
      for (const name of EDITABLE.filter((n) => n !== 'products'))
        expect(readFileSync(path.join(out.dir, `${name}.json`), 'utf8')).toBe(
          readFileSync(path.join(SPEC, `${name}.json`), 'utf8'),
        );
      // Pulling again changes nothing.
      expect(writeConfigFiles(await pullFromDb(app.db), out.dir).written).toEqual([]);
    } finally {
      out.cleanup();
    }
  });

  it('writes nothing for files the checker refuses', async () => {
    const out = specCopy();
    try {
      const pulled = await pullFromDb(app.db);
      const broken = structuredClone(pulled);
      (broken.files.products.products as { unitPrices: Record<string, number> }[])[0]!.unitPrices[
        '30'
      ] = -1;
      const result = writeConfigFiles(broken, out.dir);
      expect(result.problems).toEqual([
        'spec/config/products.json#/products/0/unitPrices/30: 0 이상이어야 합니다 [schema.minimum]',
      ]);
      expect(result.written).toEqual([]);
      expect(readFileSync(path.join(out.dir, 'products.json'), 'utf8')).toBe(
        readFileSync(path.join(SPEC, 'products.json'), 'utf8'),
      );
    } finally {
      out.cleanup();
    }
  });
});
