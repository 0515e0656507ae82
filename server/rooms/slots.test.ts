// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtInFiles } from '../../config/files.ts';
import type { Catalogue } from '../../domain/product.ts';
import { lineSlots } from './slots.ts';

describe('lineSlots: listings an ad product line can advertise', () => {
  const catalogue = builtInFiles().products as Catalogue;
  it('a general product gives its quantity, a package its tier slots times the quantity', () => {
    expect(lineSlots(catalogue, { type: 0, day: '30', quantity: 7 })).toBe(7);
    // 패키지 원룸·투룸·쓰리룸 10개 (family normal): 10 slots per package.
    expect(lineSlots(catalogue, { type: 20, day: '90', quantity: 2 })).toBe(20);
    expect(lineSlots(catalogue, { type: 23, day: '30', quantity: 1 })).toBe(5);
  });
  it('products that are not listing slots and unknown periods give none', () => {
    expect(lineSlots(catalogue, { type: 1, day: '30', quantity: 3 })).toBe(0); // 역세권 프리미엄
    expect(lineSlots(catalogue, { type: 60, day: '30', quantity: 1 })).toBe(0); // 전자계약
    expect(lineSlots(catalogue, { type: 20, day: '45', quantity: 1 })).toBe(0);
    expect(lineSlots(catalogue, { type: 999, day: '30', quantity: 1 })).toBe(0);
  });
});
