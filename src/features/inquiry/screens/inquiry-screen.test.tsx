import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import InquiryScreen from './inquiry-screen';

configure({ asyncUtilTimeout: 5000 });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const ROOM = { roomId: 'a'.repeat(32), roomsSeq: 60000007, title: '망원동 투룸' };

const inquiry = (
  seq: number,
  name: string,
  h: number,
  answeredAfter: number | null,
  room: Schema<'InquiryRoom'> | null = ROOM,
): Schema<'Inquiry'> => ({
  inquirySeq: seq,
  customerName: name,
  message: '방 아직 있나요?',
  savedTime: hoursAgo(h),
  isRead: answeredAfter !== null,
  room,
  answeredTime: answeredAfter === null ? null : hoursAgo(h - answeredAfter),
});

/** Three talk inquiries, the office's rate and templates; records the list's query strings. */
function mockInquiries() {
  const asked: URLSearchParams[] = [];
  const templates: Schema<'InquiryTemplate'>[] = [];
  let next = 1;
  server.use(
    apiOk('get', '/inquiry/{tab}', (req) => {
      asked.push(new URL(req.url).searchParams);
      return {
        items: [
          inquiry(3, '오지호', 5.2, null),
          inquiry(2, '배수아', 50.2, null),
          inquiry(1, '신태윤', 80, 2, null),
        ],
        total: 3,
      };
    }),
    apiOk('get', '/inquiry-stats', {
      days: 30,
      hours: 48,
      received: 3,
      due: 2,
      answeredInTime: 1,
      rate: 0.5,
      waiting: 2,
    }),
    apiOk('get', '/inquiry-templates', () => ({ items: [...templates] })),
    apiOk('post', '/inquiry-templates', async (req) => {
      const b = (await req.json()) as { title: string; body: string };
      const t = { templateId: next++, ...b, updatedTime: hoursAgo(0) };
      templates.push(t);
      return t;
    }),
    apiOk('put', '/inquiry-templates/{templateId}', async (req) => {
      const id = Number(new URL(req.url).pathname.split('/').at(-1));
      const b = (await req.json()) as { title: string; body: string };
      const i = templates.findIndex((t) => t.templateId === id);
      templates[i] = { ...templates[i]!, ...b };
      return templates[i]!;
    }),
    apiOk('delete', '/inquiry-templates/{templateId}', (req) => {
      const id = Number(new URL(req.url).pathname.split('/').at(-1));
      templates.splice(
        templates.findIndex((t) => t.templateId === id),
        1,
      );
      return true;
    }),
  );
  return asked;
}

const renderScreen = (url = '/inquiry/talk') =>
  renderWithApp(<InquiryScreen />, { url, path: '/inquiry/:tab' });

describe('<InquiryScreen>', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names each inquiry’s listing, its answer state and how long an unanswered one has waited', async () => {
    mockInquiries();
    renderScreen();
    const rows = await screen.findAllByTestId('inquiry-row');
    expect(within(rows[0]!).getByRole('link', { name: '망원동 투룸 (60000007)' })).toHaveAttribute(
      'href',
      `/form/${ROOM.roomId}`,
    );
    expect(within(rows[0]!).getByText('미답변')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('waited')).toHaveTextContent(/^5시간째 대기$/);
    expect(within(rows[1]!).getByTestId('waited')).toHaveTextContent(
      '2일 2시간째 대기 · 48시간 초과',
    );
    expect(within(rows[2]!).getByText('답변 완료')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('매물 없음')).toBeInTheDocument();
    expect(within(rows[2]!).queryByTestId('waited')).not.toBeInTheDocument();
    expect(screen.getByTestId('answer-rate')).toHaveTextContent('50%');
    expect(
      screen.getByText('답변 기한이 지난 문의 2건 중 1건에 48시간 안에 답변했습니다. 미답변 2건.'),
    ).toBeInTheDocument();
  });

  it('sends the answer state and the keyword to the server and keeps them in the URL', async () => {
    const asked = mockInquiries();
    const { user, router } = renderScreen();
    await screen.findAllByTestId('inquiry-row');
    await user.selectOptions(screen.getByLabelText('답변 상태'), '미답변');
    await user.type(screen.getByRole('searchbox', { name: '문의 검색' }), '주차');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?state=unanswered&keyword=${encodeURIComponent('주차')}`,
      ),
    );
    await waitFor(() =>
      expect([asked.at(-1)!.get('state'), asked.at(-1)!.get('keyword')]).toEqual([
        'unanswered',
        '주차',
      ]),
    );
  });

  it('keeps the office’s answer templates: add, change, delete', async () => {
    mockInquiries();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderScreen();
    await screen.findAllByTestId('inquiry-row');
    await user.click(screen.getByRole('button', { name: '답변 템플릿 관리' }));
    const dialog = await screen.findByRole('dialog', { name: '답변 템플릿' });
    expect(within(dialog).getByText('저장한 템플릿이 없습니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '템플릿 추가' }));
    expect(within(dialog).getByText('템플릿 이름과 답변 내용을 입력해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/템플릿 이름/), '방문 안내');
    await user.type(within(dialog).getByLabelText(/답변 내용/), '방문 가능한 시간을 알려주세요.');
    await user.click(within(dialog).getByRole('button', { name: '템플릿 추가' }));
    const list = within(dialog).getByRole('list', { name: '저장한 답변 템플릿' });
    expect(await within(list).findByText('방문 안내')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '방문 안내 수정' }));
    const name = within(dialog).getByLabelText(/템플릿 이름/);
    await user.clear(name);
    await user.type(name, '주말 방문 안내');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(list).findByText('주말 방문 안내')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '주말 방문 안내 삭제' }));
    expect(await within(dialog).findByText('저장한 템플릿이 없습니다.')).toBeInTheDocument();
  });
});
