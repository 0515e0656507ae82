import { useIsMutating } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import InquiryDetailScreen from './inquiry-detail-screen';

const detail = (isRead: boolean) => ({
  inquirySeq: 5,
  tab: 'talk' as const,
  customerName: '김하늘',
  customerPhone: '',
  savedTime: '2026-11-20T01:00:00.000Z',
  isRead,
  room: { roomId: 'e'.repeat(32), roomsSeq: 60000042, title: '망원동 투룸' },
  answeredTime: null,
  thread: [
    { sender: 'CUSTOMER' as const, body: '방 있나요?', sentTime: '2026-11-20T01:00:00.000Z' },
  ],
});

/** How many writes are under way (a write the screen starts shows here at once). */
function Writes() {
  return <output aria-label="writes">{useIsMutating()}</output>;
}

/** Shows inquiry 5 answering GET with `isRead`; the POST …/read requests it made. */
async function show(isRead: boolean) {
  const marks: string[] = [];
  server.use(
    apiOk('get', '/inquiry/{tab}/{inquiryId}', detail(isRead)),
    apiOk('get', '/inquiry-templates', { items: [] }),
    apiOk('post', '/inquiry/{tab}/{inquiryId}/read', (req) => {
      marks.push(new URL(req.url).pathname);
      return { isRead: true };
    }),
  );
  renderWithApp(
    <>
      <InquiryDetailScreen />
      <Writes />
    </>,
    {
      url: '/inquiry/talk/5',
      path: '/inquiry/:tab/:inquiryId',
    },
  );
  await screen.findByRole('heading', { level: 1, name: '김하늘님의 채팅 문의' });
  // The effects of that render have run (a write they start is counted from then on).
  await act(() => Promise.resolve());
  return marks;
}

describe('<InquiryDetailScreen>', () => {
  it('marks an unread inquiry read with one POST once it is shown', async () => {
    const marks = await show(false);
    await waitFor(() => expect(marks).toEqual(['/api/v2/inquiry/talk/5/read']));
    // Done, and the detail now says read: no second request follows.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'writes' })).toHaveTextContent('0'),
    );
    expect(marks).toHaveLength(1);
  });

  it('sends nothing for an inquiry already read', async () => {
    const marks = await show(true);
    expect(screen.getByRole('status', { name: 'writes' })).toHaveTextContent('0');
    expect(marks).toEqual([]);
  });

  it('says why an inquiry cannot be shown, with the way back to its list', async () => {
    server.use(
      apiError('get', '/inquiry/{tab}/{inquiryId}', 400, {
        code: 400,
        msg: '이미 삭제된 문의입니다.',
      }),
    );
    const { container } = renderWithApp(<InquiryDetailScreen />, {
      url: '/inquiry/talk/5',
      path: '/inquiry/:tab/:inquiryId',
    });
    const alert = await within(container).findByRole('alert');
    expect(alert).toHaveTextContent('이미 삭제된 문의입니다.');
    expect(within(container).getByRole('link', { name: /채팅 문의 목록/ })).toHaveAttribute(
      'href',
      '/inquiry/talk',
    );
  });

  it('calls an address naming no inquiry number a wrong access', async () => {
    const { container } = renderWithApp(<InquiryDetailScreen />, {
      url: '/inquiry/talk/abc',
      path: '/inquiry/:tab/:inquiryId',
    });
    expect(await within(container).findByRole('alert')).toHaveTextContent('잘못된 접근입니다.');
  });
});
