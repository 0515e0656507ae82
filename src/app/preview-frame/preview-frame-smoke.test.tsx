import { act, screen, waitFor } from '@testing-library/react';
import { PREVIEW_DRAFT, PREVIEW_FAILED, PREVIEW_RENDERED } from '@/lib/config/preview-messages';
import { versionWith } from '@/testing/config';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { RouteErrorFallback } from '../route-error';
import PreviewFrameRoute from './preview-frame-screen';

// The frame as the studio's check before a publish opens it (`?smoke=1`, see
// src/features/studio/sections/publish/smoke): it answers `rendered` or `failed` for each draft.
// Another window stands in for the studio page, as in preview-frame.test.tsx.
const studioPage = document.body.appendChild(document.createElement('iframe')).contentWindow!;
const toStudio = vi.spyOn(studioPage, 'postMessage');
vi.spyOn(window, 'parent', 'get').mockReturnValue(studioPage as Window & typeof globalThis);

const staff = {
  isStaff: true,
  isMaster: false,
  agentEmail: 'staff@demo.kr',
  userEmail: 'staff@demo.kr',
};
// A master (the purchase page renders) whose start-up chain shows a text notice and the role
// choice (no role yet); the other steps' loads or conditions skip them.
const info = {
  agent: { agentEmail: 'chain@demo.kr' },
  user: { userEmail: 'chain@demo.kr', userRoleType: null },
  item: { useItem: true },
};

function draft(edit: (f: Record<string, any>) => void = () => undefined) {
  const { overlay } = versionWith(0, edit);
  return { type: PREVIEW_DRAFT, overlay, conditions: {}, info, email: 'chain@demo.kr' };
}

function post(data: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, source: studioPage, origin: window.location.origin }),
    );
  });
}

/** The frame's answers to the studio since the last draft was posted. */
const answers = () =>
  toStudio.mock.calls
    .map(([m]) => m as { type: string })
    .filter((m) => m.type === PREVIEW_RENDERED || m.type === PREVIEW_FAILED);

async function answer() {
  // Testing Library's wait: the frame renders its popups and their transitions meanwhile, which
  // React expects inside act (vitest's own wait is not).
  await waitFor(() => expect(answers()).toHaveLength(1), { timeout: 10_000 });
  return answers()[0];
}

beforeEach(() => {
  toStudio.mockClear();
  server.use(
    apiOk('get', '/notice/popup', [
      { seq: 1, title: '점검 안내', content: '<p>점검</p>', expires: 3, url: null },
    ]),
    apiOk('get', '/events/active', []),
    apiOk('get', '/agent/verify-tel', { isVerify: true }),
  );
});

describe('the preview frame in smoke mode', () => {
  it("answers `rendered` once the account's screens and popups rendered with the draft", async () => {
    renderWithApp(<PreviewFrameRoute />, { session: staff, url: '/studio/preview-frame?smoke=1' });
    post(draft((f) => (f.products.products[0].label = '점검 올인원')));
    expect(await answer()).toEqual({ type: PREVIEW_RENDERED });
    // Every popup the account's chain shows rendered at once, and the purchase page with the
    // draft's label (behind the popups, so hidden from the accessibility tree).
    expect(screen.getByRole('dialog', { name: '점검 안내', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '직책 선택', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /점검 올인원/, hidden: true })).toBeInTheDocument();
  });

  it('answers `failed` naming the purchase page when it throws with the draft', async () => {
    // React logs what a boundary caught; the frame's own console hook stays under the spy.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<PreviewFrameRoute />, { session: staff, url: '/studio/preview-frame?smoke=1' });
    // The checker accepts a list of texts wherever a text may be (messages.ko.schema.json); the
    // purchase page formats this one as a text and throws.
    post(draft((f) => (f['messages.ko'].cart.cartCount = ['{n} / {max}개'])));
    expect(await answer()).toEqual({
      type: PREVIEW_FAILED,
      part: 'purchase',
      error: expect.stringMatching(/is not a function/),
    });
    // The rest of the frame stays.
    expect(screen.getByText(/미리보기: chain@demo.kr 계정이/)).toBeInTheDocument();
    quiet.mockRestore();
  });

  it("answers `failed` naming a step's popup when that popup throws", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<PreviewFrameRoute />, { session: staff, url: '/studio/preview-frame?smoke=1' });
    // The text notice's "hide for 3 days" label is formatted from this text.
    post(draft((f) => (f['messages.ko'].popups.dismissDays = ['{n}일간 보지 않기'])));
    expect(await answer()).toEqual({
      type: PREVIEW_FAILED,
      part: 'popup',
      step: 'text-notice',
      error: expect.stringMatching(/is not a function/),
    });
    quiet.mockRestore();
  });

  it('answers `failed` for the layout when the route fallback shows, and for a script error', async () => {
    // The header throwing shows the root route's fallback (src/app/route-error.tsx).
    post(draft());
    renderWithApp(<RouteErrorFallback error={new TypeError('header broke')} />);
    expect(await answer()).toEqual({ type: PREVIEW_FAILED, part: 'layout', error: 'header broke' });

    toStudio.mockClear();
    post(draft());
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }),
      );
    });
    expect(await answer()).toEqual({ type: PREVIEW_FAILED, part: 'script', error: 'lost promise' });
  });
});
