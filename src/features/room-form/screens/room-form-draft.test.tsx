// Issue 23 #4: the listing form is never lost without a word. A draft is kept per office (values
// and uploaded photos) and offered back when the form opens again; leaving a form with input
// asks first; a registered listing clears the draft.
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uiConfig } from '@/generated/config/ui';
import { pasteInto } from '@/testing/fill';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import RoomFormScreen from './room-form-screen';

const OFFICE = 41;
const draftKey = (agentId: number) => `${uiConfig.storage.listingDraftPrefix}${agentId}`;
const photo = { photoId: 'a'.repeat(32), url: '/p/a', thumbUrl: '/t/a' };

function openForm(agentId = OFFICE) {
  return renderWithApp(
    <>
      <Link to="/dashboard">대시보드</Link>
      <RoomFormScreen />
    </>,
    { session: { position: 0, agentId }, url: '/form' },
  );
}

// Found by attribute, not by a label or role query over the listing form: in jsdom those compute
// every element's label, role and style and cost most of this file's CPU (docs/perf/tests.md).
// The listing form's own test checks each control's label.
/** The title field (of the last form rendered). */
const title = () => [...document.querySelectorAll<HTMLElement>('[name="title"]')].at(-1)!;
/** The draft offer, checked to be the region named 작성 중이던 매물. */
function offer(): HTMLElement | null {
  const regions = document.querySelectorAll<HTMLElement>('[role="region"]');
  const found = [...regions].filter((r) => r.getAttribute('aria-label') === '작성 중이던 매물');
  expect(found.length).toBeLessThanOrEqual(1);
  if (found[0]) expect(found[0]).toHaveAccessibleName('작성 중이던 매물');
  return found[0] ?? null;
}
/** The in-app link to /dashboard (of the last form rendered). */
function dashboardLink(): HTMLElement {
  const link = [...document.querySelectorAll<HTMLElement>('a[href="/dashboard"]')].at(-1);
  expect(link).toHaveAccessibleName('대시보드');
  return link!;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('listing form draft', () => {
  it('is kept per office as the broker types and offered back, photos included', async () => {
    server.use(apiOk('post', '/room/photos', photo));
    const view = openForm();
    expect(offer()).toBeNull();
    await view.user.type(title(), '망원역 투룸');
    await view.user.selectOptions(document.querySelector('[name="roomType"]')!, 'TWO_ROOM');
    await view.user.upload(
      screen.getByTestId('room-photo-input'),
      new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('1/10장')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /작성 중인 내용을 이 브라우저에 임시저장했습니다 \(\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\)/,
      ),
    ).toHaveAttribute('role', 'status');
    view.unmount();

    // Another office on this browser has no draft.
    const utils = openForm(42);
    expect(offer()).toBeNull();
    utils.unmount();

    const { user } = openForm();
    const region = offer()!;
    expect(region).toHaveTextContent("작성하던 매물 '망원역 투룸'이(가) 이 브라우저에");
    expect(region).toHaveTextContent('사진 1장도 함께 있습니다.');
    expect(title()).toHaveValue('');
    await user.click(within(region).getByRole('button', { name: '이어서 작성' }));
    expect(offer()).toBeNull();
    expect(title()).toHaveValue('망원역 투룸');
    expect(document.querySelector('[name="roomType"]')).toHaveValue('TWO_ROOM');
    expect(screen.getByText('1/10장')).toBeInTheDocument();
    const img = await screen.findByAltText('매물 사진 1', undefined, { timeout: 20_000 });
    expect(img).toHaveRole('img');
    expect(img).toHaveAttribute('src', '/t/a');
  }, 60_000);

  it('set aside, it is gone; typing before answering never replaces it', async () => {
    const saved = { values: { title: '예전 초안' }, savedAt: '2026-11-26T05:00:00Z' };
    localStorage.setItem(draftKey(OFFICE), JSON.stringify(saved));
    const { user, unmount } = openForm();
    expect(offer()).toHaveTextContent("2026.11.26 14:00에 작성하던 매물 '예전 초안'");
    await pasteInto(user, title(), '새 매물');
    unmount();
    expect(JSON.parse(localStorage.getItem(draftKey(OFFICE))!)).toEqual(saved);

    const view = openForm();
    await view.user.click(within(offer()!).getByRole('button', { name: '새로 작성' }));
    expect(offer()).toBeNull();
    expect(localStorage.getItem(draftKey(OFFICE))).toBeNull();
  });

  it('a registered listing clears the draft; the draft keeps the disclosures (issue 26 #1)', async () => {
    let sent: unknown;
    server.use(
      apiOk('post', '/room', async (req) => {
        sent = await req.json();
        return { roomId: 'b'.repeat(32), roomsSeq: 7, status: 'public' };
      }),
    );
    localStorage.setItem(
      draftKey(OFFICE),
      JSON.stringify({
        savedAt: '2026-11-26T05:00:00Z',
        values: {
          title: '망원역 투룸',
          roomType: 'TWO_ROOM',
          sellingType: 'LEASE',
          deposit: '20000',
          areaM2: '40',
          floorKind: 'GROUND',
          floor: '2',
          totalFloors: '4',
          moveInDate: '3000-01-01',
          description: '망원역 5분',
          sido: '서울특별시',
          sigungu: '마포구',
          dong: '망원동',
          photos: [photo],
          buildingType: 'MULTI_FAMILY',
          moveInType: 'DATE',
          roomCount: '2',
          bathroomCount: '1',
          approvalKind: 'USE_APPROVAL',
          approvalDate: '2012-04-30',
          parkingAvailable: 'true',
          parkingSpaces: '2',
          maintenanceFee: '100000',
          maintenanceIncludes: ['WATER', 'INTERNET'],
          maintenanceBreakdown: { GENERAL: '70000', WATER: '10000', INTERNET: '20000' },
          direction: 'SOUTH_WEST',
          directionBasis: 'LIVING_ROOM',
        },
      }),
    );
    const { user, unmount } = openForm();
    await user.click(within(offer()!).getByRole('button', { name: '이어서 작성' }));
    const submit = document.querySelector<HTMLElement>('button[type="submit"]')!;
    expect(submit).toHaveAccessibleName('매물 등록');
    await user.click(submit);
    expect(
      await screen.findByTestId('room-registered', undefined, { timeout: 20_000 }),
    ).toBeVisible();
    expect(sent).toMatchObject({
      roomCount: 2,
      parkingSpaces: 2,
      maintenanceIncludes: ['WATER', 'INTERNET'],
      maintenanceBreakdown: [
        { item: 'GENERAL', amount: 70000 },
        { item: 'WATER', amount: 10000 },
        { item: 'INTERNET', amount: 20000 },
      ],
      direction: 'SOUTH_WEST',
    });
    await waitFor(() => expect(localStorage.getItem(draftKey(OFFICE))).toBeNull());
    unmount();
    openForm();
    expect(offer()).toBeNull();
  }, 60_000);
});

describe('leaving a form with input', () => {
  it('asks before an in-app link leaves it, and stays when the broker declines', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = openForm();
    // Nothing entered yet: nothing to ask.
    await user.click(dashboardLink());
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');

    const { user: u2, router: r2 } = openForm();
    await pasteInto(u2, title(), '망원역 투룸');
    await u2.click(dashboardLink());
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('임시저장되어 있어'));
    expect(r2.state.location.pathname).toBe('/form');
    confirm.mockReturnValue(true);
    await u2.click(dashboardLink());
    expect(r2.state.location.pathname).toBe('/dashboard');
  }, 60_000);

  it('asks the browser before a reload or close', async () => {
    const { user } = openForm();
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await pasteInto(user, title(), '망원역 투룸');
    expect(unload()).toBe(true);
  });
});
