import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast/toast';
import { renderWithApp } from '@/testing/render';
import type { ChainConfig, PopupLoader, ResolvedStep, StepProps, StepType } from './types';
import { usePopupChain } from './use-popup-chain';

// Two steps with no data and no condition: the chain shows the first, then the second.
const chain: ChainConfig = {
  id: 'chunks',
  path: '/dashboard',
  steps: [
    { id: 'first', type: 'role-select', enabled: true },
    { id: 'second', type: 'no-item', enabled: true },
  ],
};

const popupNamed =
  (name: string) =>
  ({ onDone }: StepProps) => (
    <div role="dialog" aria-label={name}>
      <button onClick={onDone}>닫기</button>
    </div>
  );

/** A popup chunk the test lets arrive (or fail) when it chooses. */
function heldChunk(name: string) {
  let arrive!: () => void;
  let fail!: () => void;
  const loader = vi.fn<PopupLoader>(
    () =>
      new Promise((resolve, reject) => {
        arrive = () => resolve(popupNamed(name));
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  // Async act: what the chain does once the chunk settles (open its popup, toast, go on) runs in
  // the microtasks after, inside act.
  return {
    loader,
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail()),
  };
}

function setup(first: PopupLoader) {
  const second = vi.fn<PopupLoader>(() => Promise.resolve(popupNamed('두 번째 팝업')));
  const popups: Partial<Record<StepType, PopupLoader>> = {
    'role-select': first,
    'no-item': second,
  };
  const describeStep = (type: StepType): ResolvedStep => ({
    popup: popups[type]!,
    readiness: () => 'show',
  });
  function Harness() {
    const state = usePopupChain(chain, describeStep);
    if (state.status === 'finished') return <span data-testid="finished" />;
    if (state.status !== 'show') return null;
    const { Popup } = state;
    return (
      <Popup
        step={state.step}
        data={state.data}
        onDone={state.complete}
        contactMethodDialog={() => null}
      />
    );
  }
  return { second, ...renderWithApp(<Harness />, { url: '/dashboard' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('usePopupChain and the popups’ chunks', () => {
  it('waits for the chosen step’s chunk: nothing opens and no later step jumps ahead meanwhile', async () => {
    const first = heldChunk('첫 번째 팝업');
    const { second, user } = setup(first.loader);
    await waitFor(() => expect(first.loader).toHaveBeenCalledTimes(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('finished')).toBeNull();
    expect(second).not.toHaveBeenCalled();

    await first.arrive();
    const dialog = await screen.findByRole('dialog', { name: '첫 번째 팝업' });
    expect(second).not.toHaveBeenCalled();
    await user.click(dialog.querySelector('button')!);
    await screen.findByRole('dialog', { name: '두 번째 팝업' });
    expect(first.loader).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be fetched toasts the network message and the chain goes on', async () => {
    const err = vi.spyOn(toast, 'error');
    const first = heldChunk('첫 번째 팝업');
    setup(first.loader);
    await waitFor(() => expect(first.loader).toHaveBeenCalledTimes(1));
    await first.fail();
    await screen.findByRole('dialog', { name: '두 번째 팝업' });
    expect(err).toHaveBeenCalledWith('네트워크 연결을 확인해주세요.');
    expect(screen.queryByRole('dialog', { name: '첫 번째 팝업' })).toBeNull();
  });
});
