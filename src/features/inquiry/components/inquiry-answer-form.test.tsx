import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { InquiryAnswerForm } from './inquiry-answer-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const detail = {
  inquirySeq: 7,
  tab: 'sms',
  customerName: '최민준',
  customerPhone: '010-4821-1934',
  savedTime: '2026-11-20T01:00:00.000Z',
  isRead: true,
  room: null,
  answeredTime: null,
  thread: [],
} as const;

/** The office's answer templates the picker offers. */
const templates = (items: { templateId: number; title: string; body: string }[]) =>
  apiOk('get', '/inquiry-templates', {
    items: items.map((x) => ({ ...x, updatedTime: '2026-11-20T01:00:00.000Z' })),
  });

/** Records each answer POST's Idempotency-Key; answers `status` (200 by default). */
function answerServer(keys: (string | null)[], status = 200) {
  return http.post('*/api/v2/inquiry/:tab/:inquiryId/answer', async ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    await new Promise((r) => setTimeout(r, 30));
    return status === 200
      ? HttpResponse.json({ result: detail })
      : HttpResponse.json({ code: status, msg: '서버 오류가 발생했습니다.' }, { status });
  });
}

describe('<InquiryAnswerForm>', () => {
  beforeEach(() => server.use(templates([])));

  it('a template fills the answer, which is sent as shown', async () => {
    const sent: unknown[] = [];
    server.use(
      templates([
        {
          templateId: 1,
          title: '방문 안내',
          body: '문의 감사합니다. 방문 가능한 시간을 알려주세요.',
        },
        { templateId: 2, title: '계약 완료', body: '아쉽지만 계약이 완료된 방입니다.' },
      ]),
      http.post('*/api/v2/inquiry/:tab/:inquiryId/answer', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ result: detail });
      }),
    );
    const { user } = renderWithApp(<InquiryAnswerForm tab="talk" inquiryId={7} />);
    await user.selectOptions(await screen.findByLabelText('답변 템플릿'), '방문 안내');
    const box = screen.getByRole('textbox', { name: /^답변/ });
    expect(box).toHaveValue('문의 감사합니다. 방문 가능한 시간을 알려주세요.');
    await user.type(box, ' 주말도 됩니다.');
    await user.click(screen.getByRole('button', { name: '답변 보내기' }));
    expect(await screen.findByText('답변을 보냈습니다.')).toBeInTheDocument();
    expect(sent).toEqual([
      { message: '문의 감사합니다. 방문 가능한 시간을 알려주세요. 주말도 됩니다.' },
    ]);
  });

  it('문자 보내기 pressed twice at once sends one answer, with the click’s Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    server.use(answerServer(keys));
    const { user } = renderWithApp(<InquiryAnswerForm tab="sms" inquiryId={7} />);
    await user.type(screen.getByRole('textbox', { name: /^답변/ }), '토요일 오전 10시 괜찮습니다.');
    const form = screen.getByRole('form', { name: '답변 작성' });
    // Two submits in the same tick, before React can re-render with the pending state.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('문자로 답변을 보냈습니다.')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
  });

  it('each send is its own action with a new key; a retry after a server failure keeps its key', async () => {
    const keys: (string | null)[] = [];
    server.use(answerServer(keys, 500));
    const { user } = renderWithApp(<InquiryAnswerForm tab="sms" inquiryId={7} />);
    await user.type(screen.getByRole('textbox', { name: /^답변/ }), '네, 가능합니다.');
    const send = screen.getByRole('button', { name: '문자 보내기' });
    await user.click(send);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(send).toBeEnabled());
    // The same answer again: maybe the first reached the customer, so the server must see the
    // same key and answer it once.
    server.use(answerServer(keys));
    await user.click(send);
    expect(await screen.findByText('문자로 답변을 보냈습니다.')).toBeInTheDocument();
    expect(keys[1]).toBe(keys[0]);
    // A new answer is a new action.
    await user.type(screen.getByRole('textbox', { name: /^답변/ }), '주차도 됩니다.');
    await user.click(send);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('an answer being typed survives a reload or a visit elsewhere until it is sent', async () => {
    server.use(answerServer([]));
    let view = renderWithApp(<InquiryAnswerForm tab="sms" inquiryId={7} />);
    await view.user.type(screen.getByRole('textbox', { name: /^답변/ }), '내일 오후 3시 어떠세요?');
    view.unmount();
    // Another inquiry has its own answer box, empty.
    view = renderWithApp(<InquiryAnswerForm tab="sms" inquiryId={8} />);
    expect(screen.getByRole('textbox', { name: /^답변/ })).toHaveValue('');
    view.unmount();
    view = renderWithApp(<InquiryAnswerForm tab="sms" inquiryId={7} />);
    expect(screen.getByRole('textbox', { name: /^답변/ })).toHaveValue('내일 오후 3시 어떠세요?');
    await view.user.click(screen.getByRole('button', { name: '문자 보내기' }));
    expect(await screen.findByText('문자로 답변을 보냈습니다.')).toBeInTheDocument();
    view.unmount();
    // Sent: nothing is kept to send twice.
    renderWithApp(<InquiryAnswerForm tab="sms" inquiryId={7} />);
    expect(screen.getByRole('textbox', { name: /^답변/ })).toHaveValue('');
  });
});
