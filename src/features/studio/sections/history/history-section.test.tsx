import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { studioFiles } from '../../testing/studio-files';
import HistorySection from './history-section';

const DAY = '/products/[key=general_allinone]/defaultDay';
const names = { '/products/[key=general_allinone]': '일반 올인원' };
const event = {
  action: 'publish' as const,
  author: 'staff@demo.kr',
  authorName: '상품운영팀',
  at: '2026-11-30T05:05:00.000Z',
};

describe('the studio history', () => {
  it('shows each audit row: its kind, versions, who, when, the note and its changes in words', async () => {
    server.use(
      apiOk('get', '/studio/config/history', {
        total: 2,
        activeVersion: 2,
        items: [
          {
            ...event,
            id: 9,
            action: 'rollback',
            version: 2,
            parentVersion: 1,
            note: '버전 0(으)로 되돌림',
            changes: [{ file: 'products', op: 'set', path: DAY, before: 60, after: 30, names }],
            changeCount: 1,
          },
          {
            ...event,
            id: 7,
            version: 1,
            parentVersion: 0,
            note: '기본 기간 60일',
            changes: [{ file: 'products', op: 'set', path: DAY, before: 30, after: 60, names }],
            changeCount: 1,
          },
        ],
      }),
      apiOk('get', '/studio/config/versions', { items: [{ version: 2 }], total: 2 }),
    );
    renderWithApp(<HistorySection />);
    const list = await screen.findByRole('list', { name: '설정 변경 기록' });
    const [rollback, publish] = within(list).getAllByTestId('history-event');
    expect(rollback).toHaveTextContent('되돌림');
    expect(rollback).toHaveTextContent('v1 → v2');
    expect(rollback).toHaveTextContent('일반 올인원 · 기본 기간: 60일 → 30일');
    expect(publish).toHaveTextContent('게시');
    expect(publish).toHaveTextContent('상품운영팀 (staff@demo.kr)');
    expect(publish).toHaveTextContent('2026.11.30 14:05');
    expect(publish).toHaveTextContent('기본 기간 60일');
    expect(within(publish!).getByRole('listitem')).toHaveTextContent(
      '광고 상품일반 올인원 · 기본 기간: 30일 → 60일',
    );
  });

  it('opens every change of a long event, and compares any two versions in the same words', async () => {
    const after = studioFiles();
    after.products.products[0]!.label = '올인원 A';
    after.products.products[1]!.defaultDay = 45;
    server.use(
      apiOk('get', '/studio/config/history', {
        total: 1,
        activeVersion: 3,
        items: [
          {
            ...event,
            id: 3,
            version: 3,
            parentVersion: 2,
            note: '두 가지',
            changes: [{ file: 'products', op: 'set', path: DAY, before: 30, after: 60, names }],
            changeCount: 2,
          },
        ],
      }),
      apiOk('get', '/studio/config/versions', { items: [{ version: 3 }], total: 3 }),
      apiOk('get', '/studio/config/versions/{version}', (req) => {
        const version = Number(new URL(req.url).pathname.split('/').pop());
        return { version, files: version === 3 ? after : studioFiles(), dropped: [] };
      }),
      apiOk('get', '/studio/config/versions/{version}/changes', (req) => {
        const from = new URL(req.url).searchParams.get('from');
        return {
          version: 3,
          from: Number(from),
          changes: [
            { file: 'ui', op: 'set', path: '/reports/banDays', before: 7, after: 14, names: {} },
          ],
        };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<HistorySection />);
    await user.click(await screen.findByRole('button', { name: 'v3의 바뀐 항목 2건 모두 보기' }));
    const dialog = await screen.findByRole('dialog', { name: 'v3 변경 내용 (v2와 비교)' });
    const changes = await within(dialog).findByRole('list', { name: '바뀐 항목' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // An element is named as the newer version calls it.
      '광고 상품올인원 A · 상품 이름: ‘일반 올인원’ → ‘올인원 A’',
      `광고 상품${studioFiles().products.products[1]!.label} · 기본 기간: 30일 → 45일`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));

    await user.click(screen.getByRole('combobox', { name: '기준 버전' }));
    await user.click(await screen.findByRole('option', { name: 'v0 (기본 설정)' }));
    await user.click(screen.getByRole('button', { name: '비교하기' }));
    const result = await screen.findByTestId('compare-result');
    expect(result).toHaveTextContent('v0 → v3: 바뀐 항목 1건');
    expect(result).toHaveTextContent('화면 상수허위매물 신고 · 등록 제한 기간(일): 7 → 14');
  });
});
