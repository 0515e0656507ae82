// Prepared statements on embedded PGlite. PGlite's own `query()` parses and describes every
// statement again and crosses into WASM six times per call (parse, describe, bind, describe,
// execute, sync), about 0.9 ms for `SELECT 1` on this machine. Here each distinct SQL text is
// parsed once as a named statement; later calls send Bind + Execute + Sync as one message batch:
// about a quarter of that. The statement cache is bounded (least recently used ones are closed),
// so SQL with inlined values cannot grow it without end.
import type { PGlite } from '@electric-sql/pglite';

interface Statement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

interface Msg {
  name: string;
  dataTypeIDs?: number[];
  fields?: unknown[];
}

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
const concat = (msgs: Uint8Array[]) => {
  const out = new Uint8Array(msgs.reduce((s, m) => s + m.length, 0));
  let at = 0;
  for (const m of msgs) {
    out.set(m, at);
    at += m.length;
  }
  return out;
};

const parseMsg = (name: string, sql: string) => frame('P', [cstr(name), cstr(sql), i16(0)]);
const describeStmt = (name: string) => frame('D', [[0x53], cstr(name)]);
const closeStmt = (name: string) => frame('C', [[0x53], cstr(name)]);
const sync = () => frame('S', []);
const execute = () => frame('E', [cstr(''), i32(0)]);
function bind(name: string, values: (string | null)[]): Uint8Array {
  const parts: (Uint8Array | number[])[] = [cstr(''), cstr(name), i16(0), i16(values.length)];
  for (const v of values) {
    if (v === null) parts.push(i32(-1));
    else {
      const b = enc.encode(v);
      parts.push(i32(b.length), b);
    }
  }
  parts.push(i16(0)); // every result column as text, parsed below like PGlite's own query()
  return frame('B', parts);
}

/** A query function over `lite` that prepares each SQL text once (up to `max` kept). Only for
 * calls outside a transaction: it takes PGlite's transaction lock itself. */
export function preparedQuery(lite: PGlite, max = 256) {
  const cache = new Map<string, Statement>();
  let seq = 0;
  const run = async (msg: Uint8Array) =>
    (await lite.execProtocol(msg)).messages as unknown as Msg[];

  async function prepare(sql: string): Promise<Statement> {
    const name = `s${++seq}`;
    const toClose: string[] = [];
    while (cache.size >= max) {
      const [oldSql, old] = cache.entries().next().value as [string, Statement];
      cache.delete(oldSql);
      toClose.push(old.name);
    }
    const msgs = await run(
      concat([...toClose.map(closeStmt), parseMsg(name, sql), describeStmt(name), sync()]),
    );
    const params = msgs.find((m) => m.name === 'parameterDescription');
    const rowDesc = msgs.find((m) => m.name === 'rowDescription');
    const st: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (rowDesc?.fields ?? []) as Statement['fields'],
    };
    cache.set(sql, st);
    return st;
  }

  async function once<T>(sql: string, params: unknown[]): Promise<T[]> {
    let st = cache.get(sql);
    if (st) {
      // most recently used last: Map keeps insertion order
      cache.delete(sql);
      cache.set(sql, st);
    } else st = await prepare(sql);
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const ser = lite.serializers[st.paramTypes[i]!];
      return ser ? String(ser(v)) : String(v);
    });
    const msgs = await run(concat([bind(st.name, values), execute(), sync()]));
    const rows: T[] = [];
    for (const m of msgs) {
      if (m.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      (m.fields as (string | null)[]).forEach((x, i) => {
        const f = st.fields[i]!;
        const parse = lite.parsers[f.dataTypeID];
        row[f.name] = x === null ? null : parse ? parse(x, f.dataTypeID) : x;
      });
      rows.push(row as T);
    }
    return rows;
  }

  return async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return lite._runExclusiveTransaction(() =>
      lite._runExclusiveQuery(async () => {
        try {
          return await once<T>(sql, params);
        } catch (e) {
          // A statement prepared before a table changed shape ("cached plan must not change
          // result type") is dropped and prepared again once; any other error is the caller's.
          const st = cache.get(sql);
          if ((e as { code?: string }).code !== '0A000' || !st) throw e;
          cache.delete(sql);
          await run(concat([closeStmt(st.name), sync()]));
          return once<T>(sql, params);
        }
      }),
    );
  };
}
