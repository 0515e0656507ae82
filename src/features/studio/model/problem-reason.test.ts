import { describe, expect, it } from 'vitest';
import { PROBLEM_TABLE } from '../../../../codegen/check/problem-table';
import { koreanReason } from './problem-reason';
import { parseProblem } from './problems';

describe('Korean problem reasons', () => {
  it('gives every reason of the checker problem table a Korean text of its own', () => {
    for (const row of PROBLEM_TABLE)
      for (const line of row.problems) {
        const text = koreanReason(parseProblem(line).reason);
        expect(text, line).not.toMatch(/설정 검사에서 문제가 발견되었습니다/);
        expect(text).toMatch(/[가-힣]/);
      }
  });

  it('fills the value the reason names', () => {
    expect(koreanReason('must be >= 0')).toBe('0 이상이어야 합니다.');
    expect(koreanReason("unknown session field 'userRole'")).toContain('userRole');
  });

  it('shows an unknown reason as the checker wrote it', () => {
    expect(koreanReason('brand new rule')).toContain('brand new rule');
  });
});
