import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@/generated/config/messages';
import { renderWithApp } from '@/testing/render';
import { masterOnly } from './master-only-guard';

const Guarded = masterOnly(() => <p>결제 내역</p>);

describe('masterOnly', () => {
  it('shows a sub-user the Korean notice instead of the screen', async () => {
    renderWithApp(<Guarded />, { session: { isMaster: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.routeError.productMasterOnly,
    );
    expect(screen.queryByText('결제 내역')).not.toBeInTheDocument();
  });

  it('shows the master the screen', async () => {
    renderWithApp(<Guarded />);
    expect(await screen.findByText('결제 내역')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
