import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pasteInto } from '@/testing/fill';
import { byText, control, submitButton } from '@/testing/form-control';
import { renderWithApp } from '@/testing/render';
import RoomFormScreen from './room-form-screen';

// The validation (zod) loads at the first check: on a loaded machine that takes seconds. Values
// are pasted (src/testing/fill.ts): these tests are about the rules, not the typing. Controls are
// found by field name, not by label or role queries over the whole form (src/testing/form-control.ts).
const LAZY_MS = 20_000;

const submit = () => submitButton('매물 등록');

/** The fee's lines (관리비 세부 내역), checked to be the group named so. */
function feeLines(): HTMLElement | null {
  const line = document.querySelector('[name^="maintenanceBreakdown."]');
  const group = line?.closest<HTMLElement>('[role="group"]') ?? null;
  if (group) expect(group).toHaveAccessibleName(/관리비 세부 내역/);
  return group;
}

describe('RoomFormScreen: the ad disclosures (issue 26 #1)', () => {
  it('an empty submit names each missing disclosure in Korean at its field', async () => {
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await user.click(submit());
    expect(
      await screen.findByText('방 수를 입력해주세요.', undefined, { timeout: LAZY_MS }),
    ).toBeVisible();
    for (const [name, label, msg] of [
      ['bathroomCount', '욕실 수', '욕실 수를 입력해주세요.'],
      ['direction', '방향', '방향을 선택해주세요.'],
      ['directionBasis', '방향 기준', '방향의 기준을 선택해주세요.'],
      ['approvalDate', '사용승인일', '사용승인일(준공일)을 입력해주세요.'],
      ['maintenanceFee', '월 관리비', '관리비를 입력해주세요. 관리비가 없으면 0을 입력합니다.'],
    ] as const)
      expect(control(name, label)).toHaveAccessibleDescription(
        new RegExp(msg.replace(/[()]/g, '\\$&')),
      );
    expect(screen.getByText('주차 가능 여부를 선택해주세요.')).toBeVisible();
    // 건축물 용도 waits for the room type, then names itself too.
    expect(screen.getByText('건축물 용도(중개대상물 종류)를 선택해주세요.')).toBeVisible();
  }, 60_000);

  it('an apartment is one, needs its supply area, and a fee from 10만원 comes item by item', async () => {
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await user.selectOptions(control('roomType', '방 종류'), 'APT');
    expect(control('buildingType', '건축물 용도')).toHaveValue('APARTMENT');
    await pasteInto(user, control('areaM2', '전용 면적'), '84');
    await pasteInto(user, control('supplyAreaM2', '공급 면적'), '60');
    expect(screen.getByText('약 18.15평')).toBeVisible();
    // 관리비 12만원 including water: 일반관리비, 수도료 and 기타 관리비 lines appear.
    await pasteInto(user, control('maintenanceFee', '월 관리비'), '120000');
    await user.click(byText('수도료'));
    const lines = feeLines()!;
    await pasteInto(user, control('maintenanceBreakdown.GENERAL', /일반관리비/), '100000');
    await pasteInto(user, control('maintenanceBreakdown.WATER', /수도료/), '10000');
    expect(within(lines).getByRole('status')).toHaveTextContent(
      '합계 110,000원 / 관리비 120,000원',
    );
    await user.click(submit());
    expect(
      await screen.findByText('공급면적은 전용면적보다 작을 수 없습니다.', undefined, {
        timeout: LAZY_MS,
      }),
    ).toBeVisible();
    expect(screen.getByText('관리비 세부 내역의 합계가 관리비와 같아야 합니다.')).toBeVisible();
    // Under 10만원 the lines go away and the fee needs only what it includes.
    await user.clear(control('maintenanceFee'));
    await pasteInto(user, control('maintenanceFee'), '90000');
    expect(feeLines()).toBeNull();
  }, 60_000);

  it('광고 미리보기 shows the ad before sending: the office and an assistant as 중개보조원', async () => {
    const { user } = renderWithApp(<RoomFormScreen />, {
      session: {
        position: 2,
        agentName: '신림공인중개사사무소',
        agentAddress: '서울특별시 관악구 신림동 1422-5 1층',
        agentRegId: '11620-2019-00001',
        agentTel: '02-871-0001',
        userName: '강보조',
      },
    });
    await pasteInto(user, control('title', '매물 제목'), '신림역 원룸');
    await pasteInto(user, control('areaM2', '전용 면적'), '33.05');
    await user.click(byText('광고 미리보기'));
    const dialog = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[role="dialog"]');
      expect(el).toHaveAccessibleName('광고 미리보기');
      return el!;
    });
    const ad = within(dialog);
    expect(ad.getByRole('heading', { name: '신림역 원룸' })).toBeVisible();
    expect(ad.getByText('전용 33.05㎡ (10평)')).toBeVisible();
    expect(ad.getByText('신림공인중개사사무소')).toBeVisible();
    expect(ad.getByText('11620-2019-00001')).toBeVisible();
    expect(ad.getByText('강보조 (중개보조원)')).toBeVisible();
    // What the form does not say yet is marked, so the broker sees what the ad lacks.
    expect(ad.getAllByText('미입력').length).toBeGreaterThan(5);
  }, 60_000);
});
