import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { dashboardKeys } from '@/api/query-keys';
import { FakeEventSource } from '@/testing/fake-event-source';
import { headerKeys } from '../api/query-keys';
import { useNotificationStream } from './use-notification-stream';

afterEach(() => vi.unstubAllGlobals());

/** The stream connected with the unread-inquiry figures read at `summaryAt`; `ready` says `data`. */
function connect(summaryAt: number | null, data: object) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = createQueryClient();
  if (summaryAt !== null)
    client.setQueryData(dashboardKeys.summary, { talk: 0 }, { updatedAt: summaryAt });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useNotificationStream(true), { wrapper });
  act(() => FakeEventSource.last!.fire('ready', data));
  return invalidate.mock.calls.map(([filters]) => filters?.queryKey);
}

const AT = Date.parse('2026-11-27T03:00:00.000Z');

describe('useNotificationStream on (re)connecting', () => {
  it('reads the notifications again, and the unread inquiries when one came after they were read', () => {
    const keys = connect(AT, { latestInquiryAt: '2026-11-27T03:00:05.000Z' });
    expect(keys).toEqual(expect.arrayContaining([headerKeys.notifications, dashboardKeys.summary]));
  });

  it('keeps the unread inquiries the page came with when none came since (no request repeats)', () => {
    expect(connect(AT, { latestInquiryAt: '2026-11-27T02:50:00.000Z' })).toEqual([
      headerKeys.notifications,
    ]);
    expect(connect(AT, { latestInquiryAt: null })).toEqual([headerKeys.notifications]);
  });

  it('counts an inquiry of the moments before they were read as perhaps not in them', () => {
    const keys = connect(AT, { latestInquiryAt: '2026-11-27T02:59:59.500Z' });
    expect(keys).toContainEqual(dashboardKeys.summary);
  });

  it('reads them again when the server does not say (an older server)', () => {
    expect(connect(AT, {})).toContainEqual(dashboardKeys.summary);
  });
});
