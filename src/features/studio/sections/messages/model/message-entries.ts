// The Korean messages as a flat, searchable list: one entry per text, keyed by its dotted path
// (`cart.addDone`, list items as `a.b.0`) with the JSON pointer the checker names it by.

export interface MessageEntry {
  key: string;
  pointer: string;
  path: string[];
  value: string;
  /** The active version's text (undefined for a key the active version lacks). */
  original: string | undefined;
}

type Node = Record<string, unknown>;
const isObj = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

function at(node: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (n, k) => (isObj(n) || Array.isArray(n) ? (n as Node)[k] : undefined),
    node,
  );
}

/** Every text of the draft's messages file, in file order ($schema left out). */
export function messageEntries(draft: unknown, active: unknown): MessageEntry[] {
  const out: MessageEntry[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      const original = at(active, path);
      out.push({
        key: path.join('.'),
        pointer: `/${path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
        path,
        value: node,
        original: typeof original === 'string' ? original : undefined,
      });
    } else if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...path, String(i)]));
    else if (isObj(node))
      for (const [k, v] of Object.entries(node)) if (k !== '$schema') walk(v, [...path, k]);
  };
  walk(draft, []);
  return out;
}

/** Entries whose key or text contains the query (case-insensitive; spaces around it ignored). */
export function searchEntries(entries: readonly MessageEntry[], query: string): MessageEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  return entries.filter(
    (e) => e.key.toLowerCase().includes(q) || e.value.toLowerCase().includes(q),
  );
}

/** The messages file with one text replaced (a copy along the path; the rest shared). */
export function setMessage<T>(file: T, path: readonly string[], value: string): T {
  return replaced(file, path, value) as T;
}

function replaced(node: unknown, path: readonly string[], value: string): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(node)) {
    const next = [...node];
    next[Number(head)] = replaced(node[Number(head)], rest, value);
    return next;
  }
  const obj = isObj(node) ? node : {};
  return { ...obj, [head]: replaced(obj[head], rest, value) };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` parameters of a text, each once, in order of first use. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** What the edited text lacks and adds compared with the original's parameters. */
export function placeholderMismatch(
  value: string,
  original: string | undefined,
): { missing: string[]; extra: string[] } | null {
  if (original === undefined) return null;
  const want = placeholders(original);
  const have = placeholders(value);
  const missing = want.filter((p) => !have.includes(p));
  const extra = have.filter((p) => !want.includes(p));
  return missing.length || extra.length ? { missing, extra } : null;
}
