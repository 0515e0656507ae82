// Its own file: the toast container is mounted once per page, so "before the first toast" can
// only be seen by the first test of a module.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ToastProvider } from './toast-provider';

describe('the toast container', () => {
  it('is not mounted (notistack not loaded) until the first toast, which then shows', async () => {
    render(<ToastProvider>페이지</ToastProvider>);
    expect(screen.getByText('페이지')).toBeInTheDocument();
    expect(document.querySelector('[data-toast-layer]')).toBeNull();
    // Raised from outside React, as a request's error handler does: the container mounts in act.
    act(() => {
      toast.error('첫 알림');
      toast.success('두 번째 알림');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('첫 알림');
    expect(await screen.findByRole('status')).toHaveTextContent('두 번째 알림');
    expect(document.querySelector('[data-toast-layer]')).not.toBeNull();
  });
});
