import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { ObjectionFormDialog } from './objection-form-dialog';

const report = {
  id: 8,
  roomsSeq: 51002006,
  inflowType: 'DABANG' as const,
  reportStep: 'FAKE_ROOM' as const,
  warning: '경고 1회',
  penalty: '-',
  objectionUntil: '2026-12-01T00:00:00.000Z',
  objection: null,
};
const PHOTO_ID = '3f2a9c0d4b1e4f6a8c7d2e1f0a9b8c7d';

describe('<ObjectionFormDialog>', () => {
  it('checks the reason and each photo, uploads photos through the listing path, then files', async () => {
    const uploads: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post('*/room/photos', () => {
        uploads.push(PHOTO_ID);
        return HttpResponse.json({
          result: { photoId: PHOTO_ID, url: '/x', thumbUrl: '/x', width: 10, height: 10 },
        });
      }),
      http.post('*/kiso-report/objections', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          result: {
            id: 1,
            historyId: 8,
            roomsSeq: 51002006,
            inflowType: 'DABANG',
            reason: 'x',
            photoIds: [PHOTO_ID],
            status: 'RECEIVED',
            answer: '',
            answeredAt: null,
            createdAt: '2026-11-26T00:00:00.000Z',
          },
        });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<ObjectionFormDialog report={report} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '이의신청 (매물 51002006)' });

    await user.click(within(dialog).getByRole('button', { name: '이의신청 보내기' }));
    expect(
      await within(dialog).findByText('이의신청 사유를 10자 이상 입력해주세요.'),
    ).toBeInTheDocument();

    // A PDF is refused before any upload, in the listing form's words; a JPEG goes up.
    const input = within(dialog).getByTestId('objection-photo-input');
    // (The picker's accept list hides a PDF; one dropped in anyway is refused.)
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    expect(
      await within(dialog).findByText('contract.pdf: JPEG, PNG, WebP 사진만 올릴 수 있습니다.'),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);
    await user.upload(input, new File(['jpeg'], 'contract.jpg', { type: 'image/jpeg' }));
    const attached = await within(dialog).findByRole('list', { name: '첨부한 사진' });
    expect(attached).toHaveTextContent('contract.jpg');
    expect(uploads).toEqual([PHOTO_ID]);

    await user.type(
      within(dialog).getByLabelText(/이의신청 사유/),
      '신고 당시 계약이 진행 중이었고 광고는 정상이었습니다.',
    );
    await user.click(within(dialog).getByRole('button', { name: '이의신청 보내기' }));
    expect(await screen.findByText('이의신청을 접수했습니다.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        historyId: 8,
        reason: '신고 당시 계약이 진행 중이었고 광고는 정상이었습니다.',
        photoIds: [PHOTO_ID],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('a reason being written survives closing the dialog (Escape, 닫기) or a reload until it is filed', async () => {
    server.use(
      http.post('*/kiso-report/objections', () =>
        HttpResponse.json({
          result: {
            id: 2,
            historyId: 8,
            roomsSeq: 51002006,
            inflowType: 'DABANG',
            reason: 'x',
            photoIds: [],
            status: 'RECEIVED',
            answer: '',
            answeredAt: null,
            createdAt: '2026-11-26T00:00:00.000Z',
          },
        }),
      ),
    );
    const reason = '신고 당시 계약이 진행 중이었습니다.';
    let view = renderWithApp(<ObjectionFormDialog report={report} onClose={vi.fn()} />);
    await view.user.type(screen.getByLabelText(/이의신청 사유/), reason);
    view.unmount();
    // Another report's objection starts empty.
    view = renderWithApp(<ObjectionFormDialog report={{ ...report, id: 9 }} onClose={vi.fn()} />);
    expect(screen.getByLabelText(/이의신청 사유/)).toHaveValue('');
    view.unmount();
    view = renderWithApp(<ObjectionFormDialog report={report} onClose={vi.fn()} />);
    expect(screen.getByLabelText(/이의신청 사유/)).toHaveValue(reason);
    await view.user.click(screen.getByRole('button', { name: '이의신청 보내기' }));
    expect(await screen.findByText('이의신청을 접수했습니다.')).toBeInTheDocument();
    view.unmount();
    renderWithApp(<ObjectionFormDialog report={report} onClose={vi.fn()} />);
    expect(screen.getByLabelText(/이의신청 사유/)).toHaveValue('');
  });
});
