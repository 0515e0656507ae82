// The PostgreSQL wire protocol as pglite-prepared.ts speaks it to embedded PGlite: the frontend
// messages it sends, and a reader for the backend's reply to Bind + Execute + Sync. PGlite's own
// reply parser copies every column value into a fresh buffer and decodes it separately through
// private-field accessors; on a page of 24 gongsil rooms (16 columns) that was about three
// quarters of the statement's CPU time. The reader here decodes each value straight from the
// reply's bytes.
import { protocol } from '@electric-sql/pglite';

const enc = new TextEncoder();

/** One frontend message: type byte, int32 length (itself included), body. */
function frame(type: string, parts: (Uint8Array | number[])[]): Uint8Array {
  const len = 4 + parts.reduce((s, p) => s + p.length, 0);
  const out = new Uint8Array(1 + len);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, len);
  let at = 5;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
const cstr = (s: string) => {
  const b = enc.encode(s);
  const out = new Uint8Array(b.length + 1);
  out.set(b);
  return out;
};
const i16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const i32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

export const concat = (msgs: Uint8Array[]) => {
  const out = new Uint8Array(msgs.reduce((s, m) => s + m.length, 0));
  let at = 0;
  for (const m of msgs) {
    out.set(m, at);
    at += m.length;
  }
  return out;
};

export const parseMsg = (name: string, sql: string) => frame('P', [cstr(name), cstr(sql), i16(0)]);
export const describeStmt = (name: string) => frame('D', [[0x53], cstr(name)]);
export const closeStmt = (name: string) => frame('C', [[0x53], cstr(name)]);
export const sync = () => frame('S', []);
export const execute = () => frame('E', [cstr(''), i32(0)]);
export function bind(name: string, values: (string | null)[]): Uint8Array {
  const parts: (Uint8Array | number[])[] = [cstr(''), cstr(name), i16(0), i16(values.length)];
  for (const v of values) {
    if (v === null) parts.push(i32(-1));
    else {
      const b = enc.encode(v);
      parts.push(i32(b.length), b);
    }
  }
  parts.push(i16(0)); // every result column as text
  return frame('B', parts);
}

/** ErrorResponse field codes → DatabaseError properties (PostgreSQL "Error and Notice Message
 * Fields"), so an error reads exactly like one from PGlite's own query(). */
const ERROR_FIELDS: Record<string, string> = {
  V: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function databaseError(buf: Buffer, start: number, end: number): Error {
  const fields: Record<string, string> = {};
  let at = start;
  while (at < end && buf[at] !== 0) {
    const code = String.fromCharCode(buf[at]!);
    const stop = buf.indexOf(0, at + 1);
    fields[code] = buf.toString('utf8', at + 1, stop);
    at = stop + 1;
  }
  const err = new protocol.messages.DatabaseError(fields.M ?? '', end - start + 4, 'error');
  const target = err as unknown as Record<string, string>;
  for (const [code, prop] of Object.entries(ERROR_FIELDS))
    if (fields[code] !== undefined) target[prop] = fields[code];
  if (target.severity === undefined && fields.S !== undefined) target.severity = fields.S;
  return err;
}

/** Column names and type parsers of a prepared statement's result rows. */
export interface RowShape {
  names: string[];
  parsers: (((text: string, typeId: number) => unknown) | undefined)[];
  typeIds: number[];
}

/** The rows of a reply to Bind + Execute + Sync, each value parsed by its type's parser; throws
 * the backend's error (the whole reply up to ReadyForQuery is read either way). */
export function readRows<T>(reply: Uint8Array, shape: RowShape): T[] {
  const buf = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  const rows: T[] = [];
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    if (type === 0x44 /* D: DataRow */ && !error) {
      const n = buf.readInt16BE(at + 5);
      let p = at + 7;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const len = buf.readInt32BE(p);
        p += 4;
        if (len < 0) {
          row[shape.names[i]!] = null;
          continue;
        }
        const text = buf.toString('utf8', p, p + len);
        p += len;
        const parse = shape.parsers[i];
        row[shape.names[i]!] = parse ? parse(text, shape.typeIds[i]!) : text;
      }
      rows.push(row as T);
    } else if (type === 0x45 /* E: ErrorResponse */ && !error) {
      error = databaseError(buf, at + 5, end);
    }
    // Everything else (BindComplete, CommandComplete, notices, ReadyForQuery) carries nothing
    // a read needs.
    at = end;
  }
  if (error) throw error;
  return rows;
}
