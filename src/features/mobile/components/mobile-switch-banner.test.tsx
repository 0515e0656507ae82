import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { MobileSwitchBanner } from './mobile-switch-banner';

const widths = (inner: number, screenWidth: number) => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(inner);
  vi.spyOn(window.screen, 'width', 'get').mockReturnValue(screenWidth);
};

afterEach(() => vi.restoreAllMocks());

describe('<MobileSwitchBanner>', () => {
  it('on a desktop screen offers nothing', () => {
    widths(1280, 1920);
    renderWithApp(<MobileSwitchBanner />, { url: '/inquiry/talk' });
    expect(screen.queryByTestId('mobile-switch')).toBeNull();
  });

  it('in a narrow window offers the same page of the mobile variant', async () => {
    widths(390, 1920);
    renderWithApp(<MobileSwitchBanner />, { url: '/inquiry/sms?page=2' });
    expect(await screen.findByRole('link', { name: '모바일 화면으로 보기' })).toHaveAttribute(
      'href',
      '/mobile/inquiry/sms?page=2',
    );
  });

  it('on a phone showing the 1200 px page it is drawn as large as the page is zoomed out', async () => {
    widths(1200, 400);
    renderWithApp(<MobileSwitchBanner />, { url: '/dashboard' });
    expect(await screen.findByRole('link', { name: '모바일 화면으로 보기' })).toHaveAttribute(
      'href',
      '/mobile',
    );
    expect(await screen.findByTestId('mobile-switch')).toHaveStyle({ transform: 'scale(3)' });
  });
});
