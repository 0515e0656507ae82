import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { SiteHeader } from './site-header';

beforeEach(() => {
  server.use(
    apiOk('get', '/stat/gongsil-center/rolling-count', {
      todayNewRequestCount: 1,
      totalRoomCount: 2,
      totalIntermediationCount: 3,
    }),
    apiOk('get', '/dashboard/summary', {
      roomCount: 0,
      publicRoomCount: 0,
      productUsingCount: 0,
      gongsilPickCount: 0,
      gongsilPreemptCount: 0,
      unreadInquiryCount: 0,
      pendingReportCount: 0,
      warningCount: 0,
    }),
    apiOk('get', '/notifications', { items: [], total: 0, unread: 0 }),
  );
});

/** The signed-in header, once its chunk (signed-in-header.tsx) has loaded. */
async function renderHeader() {
  const view = renderWithApp(
    <header>
      <SiteHeader />
      <a href="#after">after</a>
    </header>,
    { url: '/account/user' },
  );
  await screen.findByRole('button', { name: /님 메뉴/ }, { timeout: 20_000 });
  return view;
}

/** The submenu a menu button controls. */
const submenuOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('header menus as disclosures (#18: closed submenus out of the Tab order)', () => {
  it('keeps every submenu closed and undisplayed until its button opens it', async () => {
    await renderHeader();
    const triggers = screen.getAllByRole('button', { expanded: false });
    expect(triggers.map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['서비스 소개', '중개관리', '업무도구']),
    );
    for (const t of triggers) expect(submenuOf(t)).not.toBeVisible();
  });

  it('Tab goes from menu button to menu button, skipping the closed submenus', async () => {
    const { user } = await renderHeader();
    const focused: string[] = [];
    for (let i = 0; i < 12 && document.activeElement?.textContent !== 'after'; i++) {
      await user.tab();
      focused.push(document.activeElement?.textContent ?? '');
    }
    expect(focused.at(-1)).toBe('after');
    // Logo, three menu buttons, gongsil, inquiries, user menu: no submenu link in between.
    expect(focused).not.toContain('결제 내역');
    expect(focused).not.toContain('다방 소개');
    expect(focused.length).toBeLessThanOrEqual(10);
  });

  it('Enter opens a submenu, Tab walks into it, Escape closes it and focuses its button', async () => {
    const { user } = await renderHeader();
    const tools = screen.getByRole('button', { name: '업무도구' });
    tools.focus();
    await user.keyboard('{Enter}');
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(submenuOf(tools)).toBeVisible();
    await user.tab();
    expect(within(submenuOf(tools)).getByRole('link', { name: '고객관리' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(tools).toHaveFocus();
    expect(submenuOf(tools)).not.toBeVisible();
  });

  it('closes when focus leaves the menu', async () => {
    const { user } = await renderHeader();
    const intro = screen.getByRole('button', { name: '서비스 소개' });
    act(() => intro.focus());
    await user.keyboard(' ');
    expect(submenuOf(intro)).toHaveAttribute('data-open');
    act(() => screen.getByRole('link', { name: 'after' }).focus());
    expect(intro).toHaveAttribute('aria-expanded', 'false');
    // (jsdom's :hover matching is not a browser's; the e2e checks what is displayed.)
    expect(submenuOf(intro)).not.toHaveAttribute('data-open');
  });

  it('an action item closes the menu and hands focus back to the menu button first', async () => {
    const { user } = await renderHeader();
    const mgmt = screen.getByRole('button', { name: '중개관리' });
    await user.click(mgmt);
    await user.click(within(submenuOf(mgmt)).getByRole('button', { name: '패널티 현황' }));
    expect(mgmt).toHaveAttribute('aria-expanded', 'false');
    expect(mgmt).toHaveFocus();
  });
});
