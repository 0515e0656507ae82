// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';
import { waitMinutesText, waitText } from './wait-message.ts';

describe('addressKey', () => {
  it('keeps IPv4 and unwraps IPv4 written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client as its /64, however the address is written', () => {
    const a = addressKey('2001:db8:85a3:1:8a2e:370:7334:1');
    expect(a).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:0db8:85a3:0001::2')).toBe(a);
    expect(addressKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b::/64');
  });
});

describe('waitText', () => {
  it('says seconds under a minute, else whole minutes rounded up', () => {
    expect(waitText(400)).toBe('1초');
    expect(waitText(30_000)).toBe('30초');
    expect(waitText(60_000)).toBe('1분');
    expect(waitText(14 * 60_000 + 1)).toBe('15분');
  });
});

describe('waitMinutesText', () => {
  it('says whole minutes rounded up, at least 1분', () => {
    expect(waitMinutesText(0)).toBe('1분');
    expect(waitMinutesText(30_000)).toBe('1분');
    expect(waitMinutesText(60_001)).toBe('2분');
    expect(waitMinutesText(15 * 60_000)).toBe('15분');
  });
});
