// Prepared statements on embedded PGlite. PGlite's own `query()` parses and describes every
// statement again and crosses into WASM six times per call (parse, describe, bind, describe,
// execute, sync), about 0.9 ms for `SELECT 1` on this machine. Here each distinct SQL text is
// parsed once as a named statement; later calls send Bind + Execute + Sync as one message batch:
// about a quarter of that, and the rows are read from the reply's bytes (pglite-wire.ts). The statement cache is bounded (least recently used ones are closed),
// so SQL with inlined values cannot grow it without end.
import type { PGlite } from '@electric-sql/pglite';
import {
  bind,
  closeStmt,
  concat,
  describeStmt,
  execute,
  parseMsg,
  readRows,
  sync,
  type RowShape,
} from './pglite-wire.ts';

interface Statement {
  name: string;
  paramTypes: number[];
  shape: RowShape;
}

interface Msg {
  name: string;
  dataTypeIDs?: number[];
  fields?: { name: string; dataTypeID: number }[];
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
    const fields = msgs.find((m) => m.name === 'rowDescription')?.fields ?? [];
    const st: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      shape: {
        names: fields.map((f) => f.name),
        typeIds: fields.map((f) => f.dataTypeID),
        parsers: fields.map((f) => lite.parsers[f.dataTypeID]),
      },
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
    // The reply's raw bytes, read by pglite-wire.ts instead of PGlite's parser. PGlite hands
    // each piece over in its own memory, which the next call reuses: hence the copies.
    const chunks: Uint8Array[] = [];
    await lite.execProtocolRawStream(concat([bind(st.name, values), execute(), sync()]), {
      onRawData: (part: Uint8Array) => chunks.push(part.slice()),
    });
    return readRows<T>(chunks.length === 1 ? chunks[0]! : concat(chunks), st.shape);
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
