import { act, screen, within } from '@testing-library/react';
import { api, platform } from '@/api/client';
import { menusConfig } from '@/generated/config/menus';
import { productsConfig } from '@/generated/config/products';
import { readConfig } from '@/lib/config';
import { refreshConfig } from '@/lib/config/load-config';
import { PREVIEW_DRAFT, PREVIEW_READY } from '@/lib/config/preview-messages';
import { activeSnapshot } from '@/lib/config/store';
import { getSession } from '@/session';
import { versionWith } from '@/testing/config';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import PreviewFrameRoute from './preview-frame-screen';

// The frame runs in an <iframe> of the studio page: here another window stands in for that page,
// so messages can come from it (the parent) or from anywhere else.
const studioPage = document.body.appendChild(document.createElement('iframe')).contentWindow!;
const stranger = document.body.appendChild(document.createElement('iframe')).contentWindow!;
const toStudio = vi.spyOn(studioPage, 'postMessage');
vi.spyOn(window, 'parent', 'get').mockReturnValue(studioPage as Window & typeof globalThis);

function draft() {
  // What the studio posts: the draft's changes over the built-in files (config/overlay.ts).
  const { overlay } = versionWith(0, (f) => {
    f.products.products[0].label = '초안 올인원';
    f.menus.management.items[0].label = '초안 매물관리';
    // The draft turns the text notice off and shows the role step to masters only.
    const steps = f['popup-chain'].chains[0].steps;
    steps.find((s: { id: string }) => s.id === 'text-notice').enabled = false;
    steps.find((s: { id: string }) => s.id === 'role').when = 'isMaster';
  });
  return {
    type: PREVIEW_DRAFT,
    overlay,
    conditions: { isMaster: ['id', 'isMaster'] },
    info: {
      agent: { agentEmail: 'chain@demo.kr' },
      user: { userEmail: 'chain@demo.kr', userRoleType: 0 },
      item: { useItem: false },
    },
    email: 'chain@demo.kr',
  };
}

/** Posts a message to the frame and lets whatever it starts (the draft's apply is async) finish. */
async function post(data: unknown, source: Window, origin = window.location.origin) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    await new Promise((r) => setTimeout(r, 100));
  });
}

const staff = {
  isStaff: true,
  isMaster: false,
  agentEmail: 'staff@demo.kr',
  userEmail: 'staff@demo.kr',
};

describe('the preview frame', () => {
  it('tells a broker who opens it that it is for staff, and never listens', async () => {
    renderWithApp(<PreviewFrameRoute />, { session: { isStaff: false } });
    expect(screen.getByRole('alert')).toHaveTextContent('상품 운영 스태프');
    expect(toStudio).not.toHaveBeenCalled();
    await post(draft(), studioPage);
    expect(readConfig(productsConfig).products[0]!.label).not.toBe('초안 올인원');
  });

  it('for staff: says it listens, ignores other senders, and renders the real screens with the draft', async () => {
    renderWithApp(<PreviewFrameRoute />, { session: staff });
    expect(screen.getByRole('status')).toHaveTextContent('계정을 고르면');
    // The target origin is pinned to this page's origin.
    expect(toStudio).toHaveBeenCalledWith({ type: PREVIEW_READY }, window.location.origin);

    await post(draft(), stranger);
    await post(draft(), studioPage, 'https://evil.example');
    await post({ ...draft(), info: 'x' }, studioPage);
    expect(screen.getByRole('status')).toHaveTextContent('계정을 고르면');
    expect(getSession().isStaff).toBe(true);
    expect(readConfig(productsConfig).products[0]!.label).not.toBe('초안 올인원');

    await post(draft(), studioPage);
    expect(await screen.findByText(/미리보기: chain@demo.kr 계정이/)).toBeInTheDocument();
    expect(activeSnapshot().version).toBeLessThan(0);
    // The broker's session, never staff: the real popups its session gets, with the draft.
    expect(getSession()).toMatchObject({ isStaff: false, isAuth: true, isMaster: true });
    const startup = screen.getByRole('list', { name: '/dashboard' });
    expect(within(startup).getByRole('button', { name: /직책 선택/ })).toBeInTheDocument();
    expect(within(startup).queryByRole('button', { name: /텍스트 공지/ })).not.toBeInTheDocument();
    // The purchase page's own catalogue, with the draft's label.
    const catalogue = screen.getByRole('region', { name: '상품 선택' });
    expect(within(catalogue).getByRole('button', { name: /초안 올인원/ })).toBeInTheDocument();
    // Interactive: no popup opens before staff click one, and the frame answers nothing (only
    // the studio's smoke check, `?smoke=1`, gets an answer).
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toStudio.mock.calls.map(([m]) => m)).toEqual([{ type: PREVIEW_READY }]);
  });

  it('keeps the draft when the app would load the active config on a path change', async () => {
    // The frame listens from the test before (it starts once per page).
    await post(draft(), studioPage);
    expect(activeSnapshot().version).toBeLessThan(0);
    server.use(apiOk('get', '/config', { version: 4, overlay: {}, conditions: {} }));
    await refreshConfig();
    expect(activeSnapshot().version).toBeLessThan(0);
    expect(readConfig(productsConfig).products[0]!.label).toBe('초안 올인원');
    expect(readConfig(menusConfig).management.items[0]!.label).toBe('초안 매물관리');
  });

  it('refuses every write in Korean (the staff login would run it) and keeps links in place', async () => {
    await expect(api.POST('/user/logout', { params: platform })).rejects.toThrow(
      '미리보기에서는 저장하거나 주문할 수 없습니다.',
    );
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '/room/dabang-list';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});
