import { describe, expect, it } from 'vitest';
import { checkQuantity, QUANTITY } from './quantity';

const message = '수량은 1~100개 사이로 입력해주세요.';

describe('checkQuantity', () => {
  it.each(['1', '10', String(QUANTITY.max)])('accepts %s', (text) => {
    expect(checkQuantity(text)).toEqual({ ok: true, quantity: Number(text) });
  });
  it.each(['', '0', '101', '999', '1.5', '-3', 'abc'])('refuses "%s" in Korean', (text) => {
    expect(checkQuantity(text)).toEqual({ ok: false, message });
  });
});
