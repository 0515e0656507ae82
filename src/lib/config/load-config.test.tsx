import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { versionWith } from '@/testing/config';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { useHoldConfig } from './config-holds';
import { applyDraftConfig } from './draft-config';
import { loadRuntimeConfig, refreshConfig, stopConfigPolling } from './load-config';
import { activeSnapshot } from './store';
import { useConfig } from './use-config';

const version = (n: number, title: string) =>
  versionWith(n, (f) => (f['messages.ko'].gongsil.title = title));

afterEach(() => stopConfigPolling());

function Page({ dialog = false }: { dialog?: boolean }) {
  useHoldConfig(dialog);
  return (
    <>
      <h1>{useConfig(messages.gongsil).title}</h1>
      <form aria-label="폼" onSubmit={(e) => e.preventDefault()}>
        <input aria-label="입력" />
      </form>
    </>
  );
}

describe('loading the active version', () => {
  it('applies a rollout over the same version, and the version again when it ends', async () => {
    server.use(apiOk('get', '/config', version(3, '첫 버전')));
    await loadRuntimeConfig();
    render(<Page />);
    server.use(apiOk('get', '/config', { ...version(3, '강남구 먼저'), rollout: 7 }));
    await act(() => refreshConfig());
    expect(screen.getByRole('heading')).toHaveTextContent('강남구 먼저');
    expect(activeSnapshot()).toMatchObject({ version: 3, rollout: 7 });
    server.use(apiOk('get', '/config', version(3, '첫 버전')));
    await act(() => refreshConfig());
    expect(screen.getByRole('heading')).toHaveTextContent('첫 버전');
  });

  it('applies the first answer before the page renders with it', async () => {
    server.use(apiOk('get', '/config', version(3, '첫 버전')));
    await loadRuntimeConfig();
    expect(activeSnapshot().version).toBe(3);
    render(<Page />);
    expect(screen.getByRole('heading')).toHaveTextContent('첫 버전');
  });

  it('holds a later version while a form has unsaved input, and applies it once submitted', async () => {
    server.use(apiOk('get', '/config', version(3, '첫 버전')));
    await loadRuntimeConfig();
    render(<Page />);
    fireEvent.input(screen.getByRole('textbox', { name: '입력' }), {
      target: { value: '작성 중' },
    });
    server.use(apiOk('get', '/config', version(4, '다음 버전')));
    await act(() => refreshConfig());
    expect(screen.getByRole('heading')).toHaveTextContent('첫 버전');
    fireEvent.submit(screen.getByRole('form', { name: '폼' }));
    expect(screen.getByRole('heading')).toHaveTextContent('다음 버전');
  });

  it('holds a later version while a dialog is open', async () => {
    server.use(apiOk('get', '/config', version(3, '첫 버전')));
    await loadRuntimeConfig();
    const { rerender } = render(<Page dialog />);
    server.use(apiOk('get', '/config', version(4, '다음 버전')));
    await act(() => refreshConfig());
    expect(screen.getByRole('heading')).toHaveTextContent('첫 버전');
    rerender(<Page />);
    expect(screen.getByRole('heading')).toHaveTextContent('다음 버전');
  });

  it('applies a held version at the next route change', async () => {
    server.use(apiOk('get', '/config', version(3, '첫 버전')));
    await loadRuntimeConfig();
    render(<Page dialog />);
    server.use(apiOk('get', '/config', version(5, '이동 후')));
    await act(() => refreshConfig());
    expect(screen.getByRole('heading')).toHaveTextContent('첫 버전');
    await act(() => loadRuntimeConfig());
    expect(screen.getByRole('heading')).toHaveTextContent('이동 후');
  });

  it('finds a version published while the page is open, by polling', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      server.use(apiOk('get', '/config', version(3, '첫 버전')));
      await loadRuntimeConfig();
      render(<Page />);
      server.use(apiOk('get', '/config', version(6, '폴링으로')));
      await act(async () => {
        vi.advanceTimersByTime(20_000);
      });
      expect(await screen.findByRole('heading', { name: '폴링으로' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what it has when the call fails or answers something else', async () => {
    server.use(apiOk('get', '/config', version(3, '첫 버전')));
    await loadRuntimeConfig();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(apiError('get', '/config', 500, { code: 500, msg: '' }));
    await refreshConfig();
    server.use(apiOk('get', '/config', {} as never));
    await refreshConfig();
    expect(activeSnapshot().version).toBe(3);
  });

  it('leaves a studio preview draft in place', async () => {
    applyDraftConfig({ overlay: {}, conditions: {} });
    const draft = activeSnapshot().version;
    server.use(apiOk('get', '/config', version(7, 'x')));
    await refreshConfig();
    expect(activeSnapshot().version).toBe(draft);
  });
});
