// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtInCopy, CONFIG_SCHEMAS } from './files';
import { diffOverlay } from './overlay-diff';
import { valueAt } from './keyed-pointer';
import { changesDeveloperField } from './ownership';

function changes(file: 'ui' | 'products' | 'popup-chain', edit: (f: any) => void) {
  const base = builtInCopy()[file];
  const next = structuredClone(base) as any;
  edit(next);
  return diffOverlay(CONFIG_SCHEMAS[file], base, next).map((op) =>
    changesDeveloperField(file, CONFIG_SCHEMAS[file], op, valueAt(base, op.path)),
  );
}

describe('ownership per field', () => {
  it.each([
    ['the platform header', (f: any) => (f.request.appPlatform = 'web2')],
    ['the API base', (f: any) => (f.request.apiBase = '/api/v3')],
    ['a cookie name', (f: any) => (f.cookies.reportNoticeRead = 'x')],
    ['a storage key', (f: any) => (f.storage.selectedSubUserPrefix = 'x')],
    ['the error catalogue', (f: any) => (f.errorCatalogue.silent = [])],
    ['a wire code', (f: any) => (f.contact.codes.SMS = 9)],
    ['a z-index', (f: any) => (f.modal.zActive = 1)],
    ['the position lists', (f: any) => (f.positions.master = [0, 1, 2])],
  ])('%s in ui.json is developer-owned', (_name, edit) => {
    expect(changes('ui', edit)).toEqual([true]);
  });

  it('wording and sizes staff tune are theirs', () => {
    expect(changes('ui', (f) => (f.customerCenter.phone = '1588-0000'))).toEqual([false]);
    expect(changes('ui', (f) => (f.toast.autoHideMs = 4000))).toEqual([false]);
  });

  it('a product type code is fixed once the product exists, but a new product brings its own', () => {
    expect(changes('products', (f) => (f.products[0].type = 77))).toEqual([true]);
    expect(changes('products', (f) => (f.products[0].label = '새 이름'))).toEqual([false]);
    expect(
      changes('products', (f) =>
        f.products.push({ ...f.products[0], key: 'new_one', type: 77, label: '새 상품' }),
      ),
    ).toEqual([false]);
  });

  it('a popup step cookie name is wiring', () => {
    expect(
      changes('popup-chain', (f) => (f.chains[0].steps.at(-1).cookie.name = 'no_item_2')),
    ).toEqual([true]);
  });

  it('a developer-owned file is wholly developer-owned', () => {
    expect(
      changesDeveloperField('routes', CONFIG_SCHEMAS.routes, {
        op: 'set',
        path: '/routes/0/path',
        value: '/x',
      }),
    ).toBe(true);
  });
});
