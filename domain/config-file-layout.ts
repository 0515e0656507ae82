// Rewrites a spec/config file with new values while keeping the text of everything that did not
// change (the repository writes some objects on one line, some over many), so a committed pull
// shows only the values staff changed.
import { orderLike, sortKeys } from './config-file-text.ts';

type Json = unknown;

interface Span {
  start: number;
  end: number;
  value: Json;
  children: Map<string, Span>;
}

/** Parses JSON text, remembering where each value is written. */
function parseSpans(text: string): Span {
  let i = 0;
  const ws = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const value = (): Span => {
    ws();
    const start = i;
    const children = new Map<string, Span>();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      let index = 0;
      while (text[i] !== close) {
        let key = String(index++);
        if (c === '{') {
          key = (value().value as string) ?? '';
          ws();
          i++; // ':'
        }
        children.set(key, value());
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '"') {
      i++;
      while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else {
      const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i));
      if (!m) throw new Error(`not JSON at ${i}`);
      i += m[0].length;
    }
    return { start, end: i, value: JSON.parse(text.slice(start, i)), children };
  };
  return value();
}

const same = (a: Json, b: Json) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
const isObject = (v: Json): v is Record<string, Json> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function write(value: Json, span: Span | undefined, text: string, indent: string): string {
  if (span && same(value, span.value)) return text.slice(span.start, span.end);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v, k) => inner + write(v, span?.children.get(String(k)), text, inner));
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const entries = keys.map(
      (k) => `${inner}${JSON.stringify(k)}: ${write(value[k], span?.children.get(k), text, inner)}`,
    );
    return `{\n${entries.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * The text of spec/config/<name>.json holding `value`: unchanged parts exactly as `original`
 * wrote them, changed parts as two-space JSON, keys in the original order, `$schema` and the
 * file's ending kept.
 */
export function updateSpecFileText(name: string, value: Json, original: string): string {
  const span = parseSpans(original);
  const { $schema: _drop, ...rest } = (value ?? {}) as Record<string, Json>;
  const schema = (span.value as { $schema?: string }).$schema ?? `./${name}.schema.json`;
  const next = orderLike({ $schema: schema, ...rest }, span.value);
  // The file ends as it did (with or without a final newline).
  return write(next, span, original, '') + original.slice(span.end);
}
