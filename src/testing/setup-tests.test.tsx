import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openGlobalDialog, useGlobalDialogs } from '@/lib/dialog-bus';
import { useSession } from '@/session';
import { setSession } from '@/session/session-store';
import { renderWithApp } from './render';

function OpenDialogs() {
  return (
    <output>
      {useGlobalDialogs()
        .map((d) => d.id)
        .join(',') || '없음'}
    </output>
  );
}

// The files of a worker share one module graph (vitest.config.ts): what one test leaves in a
// module's store, the next file's tests see, unless the setup resets it after each test.
describe('every test starts with what setup-tests.ts resets', () => {
  it('a test may leave a global dialog open (a spy that calls through, no host to close it)', () => {
    openGlobalDialog('restriction-info', {});
    renderWithApp(<OpenDialogs />);
    expect(screen.getByRole('status')).toHaveTextContent('restriction-info');
  });

  it('the next test has none open', () => {
    renderWithApp(<OpenDialogs />);
    expect(screen.getByRole('status')).toHaveTextContent('없음');
  });
});

// Testing Library declares React's act environment in hooks it registers only where it is first
// imported: in a worker's later files React said nothing of an update outside act.
describe('every file runs in an act environment', () => {
  it('React reports a store update made outside act', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function UserName() {
      return <output>{useSession((s) => s.userName)}</output>;
    }
    renderWithApp(<UserName />);
    setSession({ userName: '바뀐 이름' });
    expect(reported.mock.calls.flat().join(' ')).toMatch(/not wrapped in act/);
    reported.mockRestore();
  });
});
