import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { NotificationCentre } from './notification-centre';

const inquiry = {
  id: 7,
  kind: 'INQUIRY' as 'INQUIRY' | 'PENALTY',
  title: '새 문의가 왔습니다',
  body: '한소희 님이 매물번호 51001000에 문의했습니다.',
  createdAt: '2026-11-26T05:12:00.000Z',
  read: false,
};
const penalty = {
  id: 6,
  kind: 'PENALTY' as 'INQUIRY' | 'PENALTY',
  title: '페널티가 적용되었습니다',
  body: '매물번호 51001001 신고 처리로 경고 1회이(가) 적용되었습니다.',
  createdAt: '2026-11-25T05:12:00.000Z',
  read: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('<NotificationCentre>', () => {
  it('shows a notification the stream announces, marks it read, and saves the SMS choice', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let items: (typeof inquiry | typeof penalty)[] = [penalty];
    const reads: string[] = [];
    const settings: unknown[] = [];
    server.use(
      apiOk('get', '/notifications', () => ({
        items,
        total: items.length,
        unread: items.filter((i) => !i.read).length,
      })),
      apiOk('post', '/notifications/{notificationId}/read', (req) => {
        reads.push(new URL(req.url).pathname);
        items = items.map((i) => (i.id === 7 ? { ...i, read: true } : i));
        return { unread: 0 };
      }),
      apiOk('get', '/notifications/settings', { smsKinds: [], phone: '010-2020-3020' }),
      apiOk('put', '/notifications/settings', async (req) => {
        const body = (await req.json()) as { smsKinds: string[] };
        settings.push(body);
        return { smsKinds: body.smsKinds as never, phone: '010-2020-3020' };
      }),
    );
    const { user } = renderWithApp(<NotificationCentre />, { session: {} });
    const bell = await screen.findByRole('button', { name: '알림, 읽지 않은 알림 0건' });
    expect(FakeEventSource.last?.url).toBe('/api/v2/notifications/stream');

    // A new inquiry arrives while the page is open.
    items = [inquiry, penalty];
    act(() => FakeEventSource.last!.fire('notification', inquiry));
    await screen.findByRole('button', { name: '알림, 읽지 않은 알림 1건' });

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: '알림' });
    const list = within(panel).getByRole('list', { name: '알림' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('새 문의');
    expect(rows[0]).toHaveTextContent('읽지 않음');
    expect(rows[0]).toHaveTextContent('한소희 님이 매물번호 51001000에 문의했습니다.');
    expect(rows[1]).not.toHaveTextContent('읽지 않음');

    await user.click(within(rows[0]!).getByRole('button'));
    await waitFor(() => expect(reads).toEqual(['/api/v2/notifications/7/read']));
    await waitFor(() => expect(rows[0]).not.toHaveTextContent('읽지 않음'));
    // The bell behind the open panel (hidden from assistive technology meanwhile).
    expect(
      screen.getByRole('button', { name: '알림, 읽지 않은 알림 0건', hidden: true }),
    ).toBeInTheDocument();

    expect(within(panel).getByText(/010-2020-3020\(으\)로 문자도 보냅니다/)).toBeInTheDocument();
    await user.click(await within(panel).findByRole('checkbox', { name: '새 문의' }));
    await waitFor(() => expect(settings).toEqual([{ smsKinds: ['INQUIRY'] }]));
    await waitFor(() =>
      expect(within(panel).getByRole('checkbox', { name: '새 문의' })).toBeChecked(),
    );
  });
});
