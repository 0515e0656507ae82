import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { MobileBottomNav } from './mobile-bottom-nav';

const links = (url: string) => {
  renderWithApp(<MobileBottomNav />, { url });
  expect(screen.getByRole('navigation', { name: '모바일 메뉴' })).toBeInTheDocument();
  return screen.getAllByRole('link');
};

describe('<MobileBottomNav>', () => {
  it('lists the mobile menu of menus.json', () => {
    const items = links('/mobile');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['홈', '/mobile'],
      ['문의', '/mobile/inquiry/talk'],
      ['공실 선점', '/mobile/gongsil/list'],
      ['매물 상태', '/mobile/room/dabang-list'],
    ]);
    expect(screen.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/mobile/inquiry/sms/12', '문의'],
    ['/mobile/gongsil/list?tab=preempt', '공실 선점'],
    ['/mobile/room', '매물 상태'],
  ])('on %s the current item is %s', (url, current) => {
    const marked = links(url).filter((a) => a.getAttribute('aria-current'));
    expect(marked.map((a) => a.textContent)).toEqual([current]);
  });
});
