import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { dashboardKeys } from '@/api/query-keys';
import { headerKeys } from '../api/query-keys';
import { useNotificationStream } from './use-notification-stream';

/** A stand-in for the browser's EventSource: the test fires the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, () => void>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, fn);
  }
  close() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('useNotificationStream', () => {
  it('on (re)connecting reads again what may have been raised meanwhile: notifications and unread inquiries', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useNotificationStream(true), { wrapper });
    act(() => FakeEventSource.last!.listeners.get('ready')!());
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([headerKeys.notifications, dashboardKeys.summary]));
  });
});
