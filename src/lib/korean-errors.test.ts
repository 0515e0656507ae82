import { describe, expect, it } from 'vitest';
import { requestBodySchemas } from '@/api/request-schemas';
import { koreanErrors } from './korean-errors';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('koreanErrors: one Korean error map over the generated request schemas', () => {
  const errors = koreanErrors({
    phone: { format: '휴대폰 번호를 확인해주세요.' },
    name: { required: '이름을 입력해주세요.' },
  });

  it('maps required, length and format failures to Korean text', () => {
    const result = requestBodySchemas.postJoinConsult.safeParse(
      { name: '', phone: '02', officeName: 'ㄱ'.repeat(101), region: '관악구', agreePrivacy: true },
      { error: errors },
    );
    expect(messagesOf(result)).toEqual({
      name: '이름을 입력해주세요.',
      phone: '휴대폰 번호를 확인해주세요.',
      officeName: '100자 이내로 입력해주세요.',
    });
  });

  it('uses the generic texts for fields without their own', () => {
    const result = requestBodySchemas.postUserPassword.safeParse(
      { currentPassword: '', newPassword: 'short' },
      { error: koreanErrors() },
    );
    expect(messagesOf(result)).toEqual({
      currentPassword: '필수 입력 항목입니다.',
      newPassword: '8자 이상 입력해주세요.',
    });
  });

  it('an empty required list reads as a choice to make', () => {
    const result = requestBodySchemas.postContactMethodEdit2.safeParse(
      { contactMethodTypes: [] },
      { error: koreanErrors() },
    );
    expect(messagesOf(result)).toEqual({ contactMethodTypes: '1개 이상 선택해주세요.' });
  });

  it('numbers out of range say the bound, lists over the limit say the count', () => {
    const result = requestBodySchemas.postRoom
      .pick({ areaM2: true, totalFloors: true, tags: true })
      .safeParse(
        {
          areaM2: 0.5,
          totalFloors: 201,
          tags: ['REMODELING', 'QUICKLY_SELL', 'FULL_OPTION', 'POPULAR_ROOM'],
        },
        { error: koreanErrors() },
      );
    expect(messagesOf(result)).toEqual({
      areaM2: '1 이상 입력해주세요.',
      totalFloors: '200 이하로 입력해주세요.',
      tags: '3개 이하로 선택해주세요.',
    });
  });
});
