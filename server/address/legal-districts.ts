// The legal districts (법정동) of data/legal-districts/, indexed in memory once per process at
// the first lookup: by code, by parent, by full name, and by syllable for type-ahead. The file
// is read from disk; nothing is fetched from a network service.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DistrictLevel = 'sido' | 'sigungu' | 'eupmyeondong' | 'ri';

export interface LegalDistrict {
  /** 법정동코드, 10 digits: 시도 2, 시군구 3, 읍면동 3, 리 2. */
  code: string;
  level: DistrictLevel;
  /** Its own name (신림동, 읍내리). */
  name: string;
  /** 시도 to itself, single spaces (경기도 가평군 가평읍 읍내리). */
  fullName: string;
  sido: string;
  sigungu: string;
  eupmyeondong: string;
  ri: string;
}

export const DISTRICTS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'data',
  'legal-districts',
  'legal-districts.tsv',
);

/** The source writes an 일반구 with its city (수원시장안구); addresses write 수원시 장안구. */
export const sigunguDisplay = (s: string) => s.replace(/^(.{2,}?시)(.{1,}구)$/, '$1 $2');

const levelOf = (d: Pick<LegalDistrict, 'sigungu' | 'eupmyeondong' | 'ri'>): DistrictLevel =>
  d.ri ? 'ri' : d.eupmyeondong ? 'eupmyeondong' : d.sigungu ? 'sigungu' : 'sido';

/** The district one level up by code (a 리 → its 읍면동 …), or null for a 시도. */
export function parentCode(code: string): string | null {
  if (code.slice(8) !== '00') return `${code.slice(0, 8)}00`;
  if (code.slice(5) !== '00000') return `${code.slice(0, 5)}00000`;
  if (code.slice(2) !== '00000000') return `${code.slice(0, 2)}00000000`;
  return null;
}

const compact = (s: string) => s.replace(/\s+/g, '');

export interface DistrictIndex {
  size: number;
  all(): readonly LegalDistrict[];
  byCode(code: string): LegalDistrict | undefined;
  /** The districts directly under a code, by code. */
  children(code: string): readonly LegalDistrict[];
  /** `시도 시군구 읍면동[ 리]` as written with single spaces → the district. */
  byFullName(fullName: string): LegalDistrict | undefined;
  search(q: string, opts?: SearchOptions): LegalDistrict[];
}

export interface SearchOptions {
  /** Only districts under this code (its descendants, not itself). */
  under?: string;
  /** Only these levels. */
  levels?: readonly DistrictLevel[];
  limit?: number;
}

/** What a code covers: the digits before its trailing zero groups (11620 for 1162000000). */
export const codePrefix = (code: string): string => {
  if (code.slice(2) === '00000000') return code.slice(0, 2);
  if (code.slice(5) === '00000') return code.slice(0, 5);
  if (code.slice(8) === '00') return code.slice(0, 8);
  return code;
};

export function buildIndex(tsv: string): DistrictIndex {
  const all: LegalDistrict[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    if (!line) continue;
    const [code = '', sido = '', rawSigungu = '', eupmyeondong = '', ri = ''] = line.split('\t');
    const sigungu = sigunguDisplay(rawSigungu);
    const parts = { sigungu, eupmyeondong, ri };
    const level = levelOf(parts);
    const fullName = [sido, sigungu, eupmyeondong, ri].filter(Boolean).join(' ');
    const name = ri || eupmyeondong || sigungu.split(' ').at(-1) || sido;
    all.push({ code, level, name, fullName, sido, ...parts });
  }
  const byCode = new Map(all.map((d) => [d.code, d]));
  const byFull = new Map(all.map((d) => [d.fullName, d]));
  const children = new Map<string, LegalDistrict[]>();
  for (const d of all) {
    const p = parentCode(d.code);
    if (p) children.set(p, [...(children.get(p) ?? []), d]);
  }
  // Syllable → the districts whose full name holds it: a query is checked only against the
  // districts of its rarest syllable (a few hundred of 20,000 at most).
  const compacts = all.map((d) => compact(d.fullName));
  const bySyllable = new Map<string, number[]>();
  compacts.forEach((c, i) => {
    for (const ch of new Set(c)) {
      const list = bySyllable.get(ch);
      if (list) list.push(i);
      else bySyllable.set(ch, [i]);
    }
  });
  const LEVEL_ORDER: Record<DistrictLevel, number> = {
    sido: 0,
    sigungu: 1,
    eupmyeondong: 2,
    ri: 3,
  };

  return {
    size: all.length,
    all: () => all,
    byCode: (code) => byCode.get(code),
    children: (code) => children.get(code) ?? [],
    byFullName: (fullName) => byFull.get(fullName.trim().replace(/\s+/g, ' ')),
    search(q, { under, levels, limit = 20 } = {}) {
      const tokens = q.trim().split(/\s+/).filter(Boolean).map(compact);
      const prefix = under ? codePrefix(under) : '';
      const fits = (d: LegalDistrict) =>
        d.code.startsWith(prefix) && d.code !== under && (!levels || levels.includes(d.level));
      if (tokens.length === 0) {
        const list = under ? (children.get(under) ?? []) : all.filter((d) => d.level === 'sido');
        return list.filter(fits).slice(0, limit);
      }
      let rarest: number[] | undefined;
      for (const ch of new Set(tokens.join(''))) {
        const list = bySyllable.get(ch) ?? [];
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      // The district named by the last word first (신림동 before the 리 of a 신림면 …), then
      // the higher level, then by code: hits go to buckets by rank in code order (the posting
      // lists are), so nothing is sorted.
      const last = tokens.at(-1)!;
      const buckets: LegalDistrict[][] = Array.from({ length: 12 }, () => []);
      for (const i of rarest ?? []) {
        const d = all[i]!;
        if (!fits(d) || !tokens.every((t) => compacts[i]!.includes(t))) continue;
        const named = d.name === last ? 0 : d.name.startsWith(last) ? 1 : 2;
        buckets[named * 4 + LEVEL_ORDER[d.level]]!.push(d);
      }
      return buckets.flat().slice(0, limit);
    },
  };
}

let loaded: Promise<DistrictIndex> | undefined;

/** The process's index, built from the data file at the first call (about 0.1 s). */
export function legalDistricts(): Promise<DistrictIndex> {
  loaded ??= readFile(DISTRICTS_FILE, 'utf8').then(buildIndex);
  return loaded;
}
