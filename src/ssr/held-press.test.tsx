// The press a broker gave a server-rendered page before React listened is done once the app has
// rendered (./held-press.ts), when the pressed part has hydrated, and not if the broker has
// pressed something else since or the button has gone; from when React listens nothing more is
// held.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeldInput } from './held-input';
import { stopHoldingPresses, usePressHeldBeforeHydration } from './held-press';

function Probe() {
  usePressHeldBeforeHydration();
  return null;
}

const made: HTMLElement[] = [];

/** A button as React leaves it after hydrating it (its props' mark), or before. */
function button(hydrated: boolean) {
  const el = document.createElement('button');
  made.push(el);
  el.type = 'button';
  if (hydrated) Object.assign(el, { __reactProps$test: {} });
  document.body.append(el);
  const pressed = vi.fn();
  el.addEventListener('click', pressed);
  return { el, pressed };
}

function hold(press: HTMLElement | null): HeldInput {
  const state: HeldInput = {
    held: null,
    live: new WeakSet(),
    press,
    choices: {},
    reactListens: false,
  };
  window.__heldInput = state;
  return state;
}

// The component tests share one document: the buttons made here go with the test.
afterEach(() => {
  delete window.__heldInput;
  for (const el of made.splice(0)) el.remove();
});

describe('usePressHeldBeforeHydration', () => {
  it('presses the held button once and leaves later presses to the app', () => {
    const { el, pressed } = button(true);
    const state = hold(el);
    stopHoldingPresses();
    render(<Probe />);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ reactListens: true, press: null });
    render(<Probe />);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('waits for the pressed part to hydrate', async () => {
    const { el, pressed } = button(false);
    hold(el);
    render(<Probe />);
    expect(pressed).not.toHaveBeenCalled();
    Object.assign(el, { __reactProps$test: {} });
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  });

  it('drops it when the broker presses again before, or the button is gone', async () => {
    const first = button(false);
    hold(first.el);
    render(<Probe />);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    Object.assign(first.el, { __reactProps$test: {} });

    const second = button(false);
    delete window.__heldInput;
    hold(second.el);
    render(<Probe />);
    second.el.remove();
    Object.assign(second.el, { __reactProps$test: {} });

    // A frame later neither has been pressed.
    await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(r));
    expect(first.pressed).not.toHaveBeenCalled();
    expect(second.pressed).not.toHaveBeenCalled();
  });

  it('does nothing on a page the browser rendered', () => {
    const { el, pressed } = button(true);
    render(<Probe />);
    el.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
