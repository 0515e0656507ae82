// The start-up chain's loads are cancelled when the broker leaves the dashboard (the queries'
// signal): a cancelled load produces no toast (000 §7, 001 §8), a failed one does.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { apiError } from '@/testing/msw/api';
import { answerHalfway } from '@/testing/msw/halfway';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { loadTextNotices } from './step-loaders';

const step = popupChainConfig.chains.flatMap((c) => c.steps).find((s) => s.type === 'text-notice')!;

describe('start-up notice load', () => {
  it('left halfway (issue 23 #13): no toast; a failure after it toasts its msg', async () => {
    renderWithApp(<p>대시보드</p>);
    const left = new AbortController();
    server.use(answerHalfway('/notice/popup', () => left.abort()));
    expect(await loadTextNotices(step, left.signal)).toBeNull();
    // The toast host loads with the first toast: once the failure's toast shows, the cancelled
    // load's would have shown too.
    server.use(
      apiError('get', '/notice/popup', 400, { code: 400, msg: '공지를 불러오지 못했습니다.' }),
    );
    // The toast it raises mounts the container: inside act, as a click's handler would be.
    await act(() => loadTextNotices(step, new AbortController().signal));
    expect(await screen.findByText('공지를 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((t) => t.textContent)).toEqual([
      '공지를 불러오지 못했습니다.',
    ]);
  });
});
