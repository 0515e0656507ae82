import { act, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/session/session-store';
import { publishForTest } from '@/testing/config';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import type * as Slot from './popup-chain-slot';
import { PopupChains } from './popup-chains';

// Counts how often the shell mounts the chain host (the real one, unchanged otherwise).
const hostMounts = vi.hoisted(() => ({ n: 0 }));
vi.mock('./popup-chain-slot', async (importOriginal) => {
  const real = await importOriginal<typeof Slot>();
  return {
    ...real,
    default: (props: Parameters<typeof real.default>[0]) => {
      hostMounts.n++;
      return createElement(real.default, props);
    },
  };
});

// The host is a lazy chunk: load it once up front so the first test does not time out on it.
beforeAll(() => import('./popup-chain-slot'), 30_000);

beforeEach(() => {
  hostMounts.n = 0;
  // The restriction popup reads the day the restriction lifts from the penalty tab's answer.
  server.use(
    apiOk('get', '/kiso-report/penalty', {
      restrictionEnd: '2026-12-05T05:30:00.000Z',
      penaltyList: [],
    }),
  );
});

const finishedChain = () =>
  document.querySelector('[data-popup-chain="finished"]')?.getAttribute('data-chain-id');

describe('PopupChains (the shell runs the chain configured for the current path)', () => {
  it('runs the form-entry chain on /form', async () => {
    renderWithApp(<PopupChains />, { url: '/form', session: { hasPenalty: true } });
    expect(
      await screen.findByRole('dialog', { name: '매물 등록 제한 안내' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  // One visitor per render: the session store is the page's one, so a second render would
  // re-render the first with its session and only the last case would be checked.
  it.each([
    ['a path without a chain', '/room', { hasPenalty: true }],
    ['a guest', '/form', null],
    ['product staff', '/form', { hasPenalty: true, isStaff: true }],
  ] as const)('runs nothing for %s', async (_case, url, session) => {
    renderWithApp(<PopupChains />, { url, session });
    // The host's chunk is loaded (beforeAll): a chain started here would mount it in these ticks.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(hostMounts.n).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(finishedChain()).toBeUndefined();
  });

  it('follows the configured path: a chain moved in config runs on its new path', async () => {
    publishForTest((f) => {
      f['popup-chain'].chains.find((c: { id: string }) => c.id === 'form-entry').path = '/room';
    });
    renderWithApp(<PopupChains />, { url: '/room', session: { hasPenalty: true } });
    expect(
      await screen.findByRole('dialog', { name: '매물 등록 제한 안내' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('a chain with nothing to show says it finished, naming itself, without loading its host', async () => {
    renderWithApp(<PopupChains />, { url: '/form', session: {} });
    await waitFor(() => expect(finishedChain()).toBe('form-entry'));
    expect(hostMounts.n).toBe(0);
  });

  it('a started chain keeps its popup when the session changes under it', async () => {
    renderWithApp(<PopupChains />, { url: '/form', session: { hasPenalty: true } });
    const dialog = await screen.findByRole(
      'dialog',
      { name: '매물 등록 제한 안내' },
      { timeout: 10_000 },
    );
    act(() => setSession({ hasPenalty: false }));
    expect(dialog).toBeVisible();
    expect(hostMounts.n).toBeGreaterThan(0);
  });
});
