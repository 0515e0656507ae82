import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { renderWithApp } from '@/testing/render';
import { staffOnly } from './staff-only-guard';

function setup(isStaff: boolean) {
  const load = vi.fn(async () => ({ default: () => <p>studio</p> }));
  const Guarded = staffOnly(lazy(load));
  renderWithApp(<Guarded />, { session: { isStaff } });
  return load;
}

describe('staffOnly', () => {
  it('shows a broker the Korean notice and never requests the studio chunk', async () => {
    const load = setup(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.routeError.staffOnly);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and shows the screen for staff', async () => {
    const load = setup(true);
    expect(await screen.findByText('studio')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
