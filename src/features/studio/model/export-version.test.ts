import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { versionZip } from './export-version';
import type { DraftFiles } from './studio-section';
import { crc32 } from './zip-store';

/** Reads a ZIP's central directory and each entry's stored bytes (checked against its CRC). */
function unzip(bytes: Uint8Array): Record<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLen = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLen));
    const localNameLen = view.getUint16(local + 26, true);
    const start = local + 30 + localNameLen;
    let data = bytes.subarray(start, start + size);
    if (method === 8) data = inflateRawSync(data);
    expect(nodeCrc32(data)).toBe(crc);
    out[name] = new TextDecoder().decode(data);
    at += 46 + nameLen;
  }
  return out;
}

describe('version export', () => {
  it('computes the standard CRC-32', () => {
    const bytes = new TextEncoder().encode('설정 스튜디오 {"a":1}');
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
  });

  it('zips the five editable files, readable by a standard reader', () => {
    const files = {
      products: { maxCartItems: 9 },
      'popup-chain': { chains: [] },
      menus: {},
      'messages.ko': { studio: { title: '설정 스튜디오' } },
      ui: {},
    };
    const entries = unzip(versionZip(files as unknown as DraftFiles));
    expect(Object.keys(entries)).toEqual([
      // The files staff edit, in the config registry's order.
      'menus.json',
      'products.json',
      'popup-chain.json',
      'ui.json',
      'messages.ko.json',
    ]);
    expect(JSON.parse(entries['messages.ko.json']!)).toEqual({
      $schema: './messages.ko.schema.json',
      studio: { title: '설정 스튜디오' },
    });
  });
});
