// @vitest-environment node
// The catalogue as staff edit it (issue 25 item 7): a product the code or another file refers to
// cannot be published away, and a product sold at 0원 goes live only with an explicit
// confirmation in the publish (or review) request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutProductReferences } from '../config/product-refs.ts';
import { apiCaller, freshApp, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
let staff: string;
let approver: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('studio-catalogue'));
  staff = await login(app, 'staff@demo.kr');
  approver = await login(app, 'approver@demo.kr');
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(app)(...args);
type Files = Record<string, any>;

/** Saves the active version's files changed by `edit` as the staff draft. */
async function saveDraft(edit: (f: Files) => Files | void) {
  const d = (await call('GET', '/studio/config/draft', staff)).json.result;
  const active = (await call('GET', `/studio/config/versions/${d.activeVersion}`, staff)).json
    .result.files as Files;
  const files = edit(active) ?? active;
  const put = await call('PUT', '/studio/config/draft', staff, {
    baseVersion: d.activeVersion,
    files,
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
  return put.json.result;
}

const withoutProduct = (f: Files, key: string) => {
  const product = f.products.products.find((p: any) => p.key === key);
  f.products.products = f.products.products.filter((p: any) => p.key !== key);
  return { files: f, product };
};

describe('publishing away a product something refers to', () => {
  it('refuses a product the code finds by key, even with its intro page reference removed', async () => {
    await saveDraft((f) => {
      const { files, product } = withoutProduct(f, 'region_recommend');
      return withoutProductReferences(files, product);
    });
    const r = await call('POST', '/studio/config/publish', staff, { note: '지역 추천 삭제' });
    expect(r.status, JSON.stringify(r.json)).toBe(400);
    expect(validateResponse('postStudioPublish', 400, r.json)).toBeNull();
    expect(r.json.problems).toEqual([
      {
        file: 'products',
        pointer: '/products',
        code: 'product.usedByCode',
        params: { key: 'region_recommend' },
      },
    ]);
  });

  it('refuses an intro page or a linked removal left naming a removed product, at that place', async () => {
    await saveDraft((f) => {
      withoutProduct(f, 'subway');
      withoutProduct(f, 'officetel');
    });
    const r = await call('POST', '/studio/config/publish', staff, { note: '상품 삭제' });
    expect(r.status).toBe(400);
    expect(r.json.problems).toEqual([
      {
        file: 'products',
        pointer: '/linkedRemovals/0/alsoRemove/0',
        code: 'product.unknownType',
        params: { type: 5 },
      },
      {
        file: 'products',
        pointer: '/introCatalogue/7/products/0',
        code: 'intro.unknownProduct',
        params: { key: 'subway' },
      },
    ]);
  });
});

describe('a product sold at 0원', () => {
  /** A new product after the premium ones, free for 30 days. */
  const addFree = (f: Files) => {
    f.products.products.push({
      type: 200,
      key: 'free_trial',
      label: '무료 체험',
      group: 'premium',
      defaultDay: 30,
      defaultQuantity: 1,
      option: null,
      unitPrices: { '30': 0 },
    });
  };
  const FREE_AT = {
    file: 'products',
    pointer: '/products/33/unitPrices/30',
    code: 'product.soldForFree',
    params: {},
  };

  it('is no problem in a draft, but a publish or review request must name it', async () => {
    const saved = await saveDraft(addFree);
    expect(saved.problems).toEqual([]);
    const publish = await call('POST', '/studio/config/publish', staff, { note: '무료 체험' });
    expect(publish.status).toBe(400);
    expect(validateResponse('postStudioPublish', 400, publish.json)).toBeNull();
    expect(publish.json.problems).toEqual([FREE_AT]);
    const other = await call('POST', '/studio/config/publish', staff, {
      note: '무료 체험',
      confirmFreeProducts: ['general_allinone'],
    });
    expect(other.json.problems).toEqual([FREE_AT]);
    const request = await call('POST', '/studio/approvals', staff, { note: '무료 체험' });
    expect(request.status).toBe(400);
    expect(request.json.problems).toEqual([FREE_AT]);
  });

  it('goes live through review when the request confirms it, and the version keeps it at 0원', async () => {
    await saveDraft(addFree);
    const request = await call('POST', '/studio/approvals', staff, {
      note: '무료 체험 상품 추가',
      confirmFreeProducts: ['free_trial'],
    });
    expect(request.status, JSON.stringify(request.json)).toBe(200);
    expect(validateResponse('postStudioApproval', 200, request.json)).toBeNull();
    const id = request.json.result.id;
    const approve = await call('POST', `/studio/approvals/${id}/approve`, approver, {});
    expect(approve.status).toBe(200);
    // The publish of the approved request carries the author's confirmation.
    const published = await call('POST', `/studio/approvals/${id}/publish`, staff);
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const config = (await call('GET', '/config')).json.result;
    expect(config.version).toBe(published.json.result.version);
    expect(config.overlay.products).toContainEqual({
      op: 'add',
      path: '/products/[key=free_trial]',
      value: expect.objectContaining({ unitPrices: { '30': 0 } }),
    });
    // The version as every process resolves it keeps the product (nothing dropped as invalid).
    const v = (await call('GET', `/studio/config/versions/${config.version}`, staff)).json.result;
    expect(v.dropped).toEqual([]);
    expect(v.files.products.products.at(-1)).toMatchObject({
      key: 'free_trial',
      unitPrices: { '30': 0 },
    });
  });
});
