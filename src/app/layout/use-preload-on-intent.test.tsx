import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenPreloader } from '@/lib/screen-preload';
import { usePreloadOnIntent } from './use-preload-on-intent';

function Links() {
  usePreloadOnIntent();
  return (
    <nav>
      <a href="/gongsil/list?page=2">
        <span>공실센터</span>
      </a>
      <a href="https://example.com/gongsil/list">외부</a>
    </nav>
  );
}

afterEach(() => setScreenPreloader(() => undefined));

describe('usePreloadOnIntent', () => {
  it("preloads a same-origin link's screen on hover and on keyboard focus", () => {
    const preload = vi.fn();
    setScreenPreloader(preload);
    render(<Links />);
    fireEvent.pointerOver(screen.getByText('공실센터'));
    expect(preload).toHaveBeenCalledWith('/gongsil/list');
    preload.mockClear();
    screen.getByText('공실센터').closest('a')!.focus();
    expect(preload).toHaveBeenCalledWith('/gongsil/list');
  });

  it('leaves links to other origins alone', () => {
    const preload = vi.fn();
    setScreenPreloader(preload);
    render(<Links />);
    fireEvent.pointerOver(screen.getByText('외부'));
    expect(preload).not.toHaveBeenCalled();
  });
});
