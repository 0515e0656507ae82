import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, markServerAnswer } from './query-client';

/** A query cache holding `data` as a server-rendered page's answer (docs/ssr.md). */
function withServerAnswer(key: string[], data: unknown) {
  const client = createQueryClient();
  client.setQueryData(key, data, { updatedAt: Date.now() });
  markServerAnswer(client.getQueryCache().find({ queryKey: key, exact: true }));
  return client;
}

describe('a server answer on the page', () => {
  it('stands for the mount that hydrates it: no reload though staleTime is 0', () => {
    const client = withServerAnswer(['list'], 'server');
    const queryFn = vi.fn(() => Promise.resolve('browser'));
    const stop = new QueryObserver(client, { queryKey: ['list'], queryFn, staleTime: 0 }).subscribe(
      () => {},
    );
    expect(queryFn).not.toHaveBeenCalled();
    stop();
  });

  it('reloads on the next mount once invalidated (an edit saved meanwhile)', async () => {
    const client = withServerAnswer(['list'], 'server');
    await client.invalidateQueries({ queryKey: ['list'] });
    const queryFn = vi.fn(() => Promise.resolve('browser'));
    const stop = new QueryObserver(client, { queryKey: ['list'], queryFn, staleTime: 0 }).subscribe(
      () => {},
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads on a later mount, after the screen it was drawn for has left', () => {
    const client = withServerAnswer(['list'], 'server');
    const queryFn = vi.fn(() => Promise.resolve('browser'));
    const options = { queryKey: ['list'], queryFn, staleTime: 0 };
    new QueryObserver(client, options).subscribe(() => {})();
    expect(queryFn).not.toHaveBeenCalled();
    const stop = new QueryObserver(client, options).subscribe(() => {});
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it("is dropped with its screen when the screen's query keeps nothing (gcTime 0)", async () => {
    vi.useFakeTimers();
    try {
      const client = withServerAnswer(['chain', '1'], 'server');
      const queryFn = () => Promise.resolve('browser');
      new QueryObserver(client, {
        queryKey: ['chain', '1'],
        queryFn,
        staleTime: Infinity,
        gcTime: 0,
      }).subscribe(() => {})();
      // Well before the 5 minutes an unobserved query is otherwise kept.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(client.getQueryData(['chain', '1'])).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
