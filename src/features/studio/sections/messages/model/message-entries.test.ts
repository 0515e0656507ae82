import {
  messageEntries,
  placeholderMismatch,
  placeholders,
  searchEntries,
  setMessage,
} from './message-entries';

const draft = {
  $schema: './messages.ko.schema.json',
  cart: { total: '총 {n}건', title: '장바구니' },
  list: { tips: ['첫째', '둘째 {x}'] },
};

describe('message entries', () => {
  it('lists every text with its key, pointer and the active version’s text', () => {
    const active = { cart: { total: '합계 {n}건' } };
    expect(messageEntries(draft, active)).toEqual([
      {
        key: 'cart.total',
        pointer: '/cart/total',
        path: ['cart', 'total'],
        value: '총 {n}건',
        original: '합계 {n}건',
      },
      {
        key: 'cart.title',
        pointer: '/cart/title',
        path: ['cart', 'title'],
        value: '장바구니',
        original: undefined,
      },
      {
        key: 'list.tips.0',
        pointer: '/list/tips/0',
        path: ['list', 'tips', '0'],
        value: '첫째',
        original: undefined,
      },
      {
        key: 'list.tips.1',
        pointer: '/list/tips/1',
        path: ['list', 'tips', '1'],
        value: '둘째 {x}',
        original: undefined,
      },
    ]);
  });

  it('finds texts by key or by Korean text', () => {
    const all = messageEntries(draft, {});
    expect(searchEntries(all, ' 장바구니 ').map((e) => e.key)).toEqual(['cart.title']);
    expect(searchEntries(all, 'TIPS').map((e) => e.key)).toEqual(['list.tips.0', 'list.tips.1']);
    expect(searchEntries(all, '')).toHaveLength(4);
  });

  it('replaces one text, lists included, leaving the rest of the file as it was', () => {
    const next = setMessage(draft, ['list', 'tips', '1'], '둘째는 {x}') as typeof draft;
    expect(next.list.tips).toEqual(['첫째', '둘째는 {x}']);
    expect(next.cart).toBe(draft.cart);
    expect(draft.list.tips[1]).toBe('둘째 {x}');
  });

  it('compares {n} parameters with the original', () => {
    expect(placeholders('{a}와 {b}, 다시 {a}')).toEqual(['a', 'b']);
    expect(placeholderMismatch('{n}개', '총 {n}개')).toBeNull();
    expect(placeholderMismatch('개수', '총 {n}개')).toEqual({ missing: ['n'], extra: [] });
    expect(placeholderMismatch('{m}개', '총 {n}개')).toEqual({ missing: ['n'], extra: ['m'] });
    expect(placeholderMismatch('{m}개', undefined)).toBeNull();
  });
});
