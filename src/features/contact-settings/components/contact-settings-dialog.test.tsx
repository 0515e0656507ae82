import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/session';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { ContactSettingsDialog } from './contact-settings-dialog';

const EDIT = '/user/contact-method/edit2';

function setup(session: Record<string, unknown> = {}, props: { hideCancel?: boolean } = {}) {
  const onClose = vi.fn();
  const utils = renderWithApp(<ContactSettingsDialog open onClose={onClose} {...props} />, {
    session: {
      position: 0,
      contactMethodTypes: ['SMS'],
      contactMethods: [2],
      chatContactMessage: '',
      isShowSetContactMethod: true,
      ...session,
    },
  });
  return { ...utils, onClose };
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name });
const sms = () => box(/문자 문의/);
const chat = () => box(/1:1 채팅/);
const call = () => box(/전화 문의/);
const message = () => screen.getByRole('textbox', { name: /상태 메시지/ }) as HTMLInputElement;
const done = () => screen.getByRole('button', { name: '완료' });
/** The toast (role status, or alert for errors) whose whole text is `t`. */
const toastText = (t: string) =>
  waitFor(() => {
    const hit = [...document.querySelectorAll('[role="status"], [role="alert"]')].find(
      (e) => e.textContent === t,
    );
    expect(hit).toBeTruthy();
    return hit!;
  });

let confirmSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

describe('ContactSettingsDialog', () => {
  it('renders the 520-wide dialog with three options and notes', () => {
    setup();
    expect(screen.getByRole('dialog', { name: '연락 방법 설정' })).toBeInTheDocument();
    expect(sms()).toBeChecked();
    expect(chat()).not.toBeChecked();
    expect(call()).not.toBeChecked();
    expect(screen.getByText(/모든 매물에 적용/)).toBeInTheDocument();
    expect(screen.getByText(/등록관청/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
  });

  it('hides cancel when hideCancel', () => {
    setup({}, { hideCancel: true });
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
  });

  it('warns when nothing is chosen, before the confirm', async () => {
    const { user } = setup();
    await user.click(sms());
    await user.click(done());
    expect(await toastText('연락 방법을 1개 이상 선택해주세요.')).toBeInTheDocument();
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('warns when CHAT_TALK is chosen without a message', async () => {
    const { user } = setup();
    await user.click(chat());
    await user.click(done());
    expect(await toastText('상태 메시지를 입력해주세요.')).toBeInTheDocument();
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('warns when the message is whitespace only', async () => {
    const { user } = setup();
    await user.click(chat());
    await user.type(message(), '   ');
    await user.click(done());
    expect(await toastText('상태 메시지를 입력해주세요.')).toBeInTheDocument();
  });

  it('limits the message to 20 characters with a counter', async () => {
    const { user } = setup({ contactMethodTypes: ['CHAT_TALK'] });
    await user.type(message(), '가'.repeat(25));
    expect(message().value).toHaveLength(20);
    expect(screen.getByText('20/20')).toBeInTheDocument();
  });

  it('a 25-character paste keeps 20, says it was cut and saves what is shown (issue 23 #5)', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', EDIT, async (req) => {
        bodies.push(await req.json());
        return { contactMethods: [3], contactMethodTypes: ['CHAT_TALK'] };
      }),
    );
    const { user, onClose } = setup({
      contactMethodTypes: ['CHAT_TALK'],
      chatContactMessage: '예전 메시지',
    });
    await user.tripleClick(message());
    await user.paste('오늘도 빠르게 답변드립니다. 편하게 연락주세요');
    expect(message().value).toBe('오늘도 빠르게 답변드립니다. 편하게 ');
    expect(message()).toHaveAccessibleDescription(/20자까지만 넣었습니다/);
    await user.click(done());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(bodies).toEqual([
      {
        contactMethodTypes: ['CHAT_TALK'],
        chatContactMessage: '오늘도 빠르게 답변드립니다. 편하게 ',
      },
    ]);
  });

  it('toggling CHAT_TALK on or off resets the message to the initial one', async () => {
    const { user } = setup({ contactMethodTypes: ['CHAT_TALK'], chatContactMessage: '빠른 답변' });
    expect(message().value).toBe('빠른 답변');
    await user.clear(message());
    await user.type(message(), '바뀜');
    await user.click(chat()); // off
    expect(message().value).toBe('빠른 답변');
    await user.click(chat()); // on
    await user.clear(message());
    await user.type(message(), '또 바뀜');
    await user.click(chat());
    expect(message().value).toBe('빠른 답변');
  });

  it('initial message is empty when the session has none', async () => {
    const { user } = setup({ chatContactMessage: '' });
    await user.click(chat());
    await user.type(message(), 'abc');
    await user.click(chat());
    expect(message().value).toBe('');
  });

  it('cancelling the confirm sends nothing', async () => {
    confirmSpy.mockReturnValue(false);
    const { user, onClose } = setup();
    await user.click(done());
    expect(confirmSpy).toHaveBeenCalledWith('연락 방법 설정을 저장하시겠습니까?');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the types sorted by code and updates the session on success', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', EDIT, async (req) => {
        bodies.push(await req.json());
        return { contactMethods: [1, 2, 3], contactMethodTypes: ['CALL', 'SMS', 'CHAT_TALK'] };
      }),
    );
    const { user, onClose } = setup({ contactMethodTypes: [] });
    await user.click(chat());
    await user.type(message(), '빠르게 답변드립니다');
    await user.click(call());
    await user.click(sms());
    await user.click(done());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(await toastText('연락 방법 설정이 저장되었습니다.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        contactMethodTypes: ['CALL', 'SMS', 'CHAT_TALK'],
        chatContactMessage: '빠르게 답변드립니다',
      },
    ]);
    const s = getSession();
    expect(s.isShowSetContactMethod).toBe(false);
    expect(s.contactMethodTypes).toEqual(['CALL', 'SMS', 'CHAT_TALK']);
    expect(s.contactMethods).toEqual([1, 2, 3]);
    expect(s.chatContactMessage).toBe('빠르게 답변드립니다');
  });

  it('position 2 (brokerage assistant): CALL is disabled with an explanation', () => {
    setup({ position: 2, contactMethodTypes: ['CALL', 'SMS'] });
    expect(call()).toBeDisabled();
    expect(call()).not.toBeChecked();
    expect(screen.getByText('중개보조원은 전화 문의를 설정할 수 없습니다.')).toBeInTheDocument();
  });

  it.each([0, 1])('position %i can choose CALL', (position) => {
    setup({ position });
    expect(call()).toBeEnabled();
  });

  it('failure shows the server msg and keeps the values', async () => {
    server.use(apiError('post', EDIT, 400, { msg: '저장할 수 없습니다.' }));
    const { user, onClose } = setup();
    await user.click(chat());
    await user.type(message(), '안녕하세요');
    await user.click(done());
    expect(await toastText('저장할 수 없습니다.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(sms()).toBeChecked();
    expect(chat()).toBeChecked();
    expect(message().value).toBe('안녕하세요');
    expect(getSession().contactMethodTypes).toEqual(['SMS']);
  });

  it('failure without a msg shows the default error', async () => {
    server.use(apiError('post', EDIT, 500, {}));
    const { user } = setup();
    await user.click(done());
    expect(await screen.findByText(/서버.{0,3}오류/)).toBeInTheDocument();
  });

  it('blocks a double submit', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      apiOk('post', EDIT, async () => {
        calls++;
        await new Promise<void>((r) => (release = r));
        return {};
      }),
    );
    const { onClose } = setup();
    // Two clicks before any re-render (the ref guard), then one on the disabled button.
    fireEvent.click(done());
    fireEvent.click(done());
    await waitFor(() => expect(done()).toBeDisabled());
    fireEvent.click(done());
    await waitFor(() => expect(calls).toBe(1));
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls).toBe(1);
  });

  it('cancel closes with false', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
