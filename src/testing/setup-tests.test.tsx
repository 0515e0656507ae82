import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openGlobalDialog, useGlobalDialogs } from '@/lib/dialog-bus';
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
