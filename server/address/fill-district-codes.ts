// Fills the 법정동코드 of listings and gongsil rooms stored with a typed address: a listing whose
// 시도, 시군구 and 동 name one district (읍면동 or 리) of data/legal-districts/, a gongsil room whose
// address starts with one. Rows that match none keep a null code and their text.
import type { Db } from '../db/index.ts';
import { legalDistricts } from './legal-districts.ts';

type Q = Db['query'];

export async function fillDistrictCodes(q: Q): Promise<void> {
  const ix = await legalDistricts();
  const names: string[] = [];
  const codes: string[] = [];
  for (const d of ix.all())
    if (d.level === 'eupmyeondong' || d.level === 'ri') {
      names.push(d.fullName);
      codes.push(d.code);
    }
  const table = 'unnest($1::text[], $2::text[]) AS m(name, code)';
  await q(
    `UPDATE agent_rooms a SET bjd_code = m.code FROM ${table}
      WHERE a.bjd_code IS NULL AND a.sido || ' ' || a.sigungu || ' ' || a.dong = m.name`,
    [names, codes],
  );
  // An address is `시도 시군구 읍면동 …`; an 일반구 (수원시 장안구) or a 리 adds a word. The longest
  // name that matches wins.
  for (const words of [5, 4, 3])
    await q(
      `UPDATE gongsil_rooms g SET bjd_code = m.code FROM ${table}
        WHERE g.bjd_code IS NULL
          AND array_to_string((string_to_array(g.address, ' '))[1:${words}], ' ') = m.name`,
      [names, codes],
    );
}
