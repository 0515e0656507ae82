import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { renderWithApp } from '@/testing/render';
import { PopupChains } from './popup-chains';

const formEntry = popupChainConfig.chains.find((c) => c.id === 'form-entry')!;
const mutable = formEntry as { path: string };

// The host is a lazy chunk: load it once up front so the first test does not time out on it.
beforeAll(() => import('./popup-chain-slot'), 30_000);

afterEach(() => {
  mutable.path = '/form';
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

  it('runs nothing on a path without a chain, for a guest or for product staff', async () => {
    renderWithApp(<PopupChains />, { url: '/room', session: { hasPenalty: true } });
    renderWithApp(<PopupChains />, { url: '/form', session: null });
    renderWithApp(<PopupChains />, { url: '/form', session: { hasPenalty: true, isStaff: true } });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(finishedChain()).toBeUndefined();
  });

  it('follows the configured path: a chain moved in config runs on its new path', async () => {
    mutable.path = '/room';
    renderWithApp(<PopupChains />, { url: '/room', session: { hasPenalty: true } });
    expect(
      await screen.findByRole('dialog', { name: '매물 등록 제한 안내' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('a chain with nothing to show says it finished, naming itself', async () => {
    renderWithApp(<PopupChains />, { url: '/form', session: {} });
    await waitFor(() => expect(finishedChain()).toBe('form-entry'));
  });
});
