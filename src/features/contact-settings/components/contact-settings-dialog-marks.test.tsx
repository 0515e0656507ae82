// Field marking after a failed validation, and the brokerage assistant's saved CALL choice.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { ContactSettingsDialog } from './contact-settings-dialog';

const EDIT = '/user/contact-method/edit2';

function setup(session: Record<string, unknown> = {}) {
  const onClose = vi.fn();
  const utils = renderWithApp(<ContactSettingsDialog open onClose={onClose} />, {
    session: { position: 0, contactMethodTypes: ['SMS'], chatContactMessage: '', ...session },
  });
  return { ...utils, onClose };
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name });
const sms = () => box(/문자 문의/);
const chat = () => box(/1:1 채팅/);
const call = () => box(/전화 문의/);
const message = () => screen.getByRole('textbox', { name: /상태 메시지/ });
const done = () => screen.getByRole('button', { name: '완료' });
/** The warning toast whose whole text is `t`. */
const toastText = (t: string) =>
  waitFor(() => expect(screen.getAllByRole('status').some((e) => e.textContent === t)).toBe(true));

beforeEach(() => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

describe('ContactSettingsDialog field errors', () => {
  it('marks the options group when nothing is chosen, and clears it on the next choice', async () => {
    const { user } = setup();
    await user.click(sms());
    await user.click(done());
    await toastText('연락 방법을 1개 이상 선택해주세요.');
    const group = screen.getByRole('group', { name: '고객 연락 방법' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('연락 방법을 1개 이상 선택해주세요.');
    expect(sms()).toHaveAttribute('aria-invalid', 'true');
    expect(chat()).toHaveAttribute('aria-invalid', 'true');
    await user.click(chat());
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(sms()).not.toHaveAttribute('aria-invalid');
  });

  it('marks the message field with helper text when it is empty, keeping the choices', async () => {
    const { user } = setup();
    await user.click(chat());
    expect(message()).not.toHaveAttribute('aria-invalid');
    await user.click(done());
    await toastText('상태 메시지를 입력해주세요.');
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveAccessibleDescription(
      expect.stringContaining('상태 메시지를 입력해주세요.'),
    );
    expect(chat()).toBeChecked();
    expect(sms()).toBeChecked();
    await user.type(message(), '안녕하세요');
    expect(message()).not.toHaveAttribute('aria-invalid');
  });
});

describe('ContactSettingsDialog for a brokerage assistant', () => {
  it('position 2 with a saved CALL: says why CALL is unavailable and lets them pick another', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', EDIT, async (req) => {
        bodies.push(await req.json());
        return { contactMethods: [3], contactMethodTypes: ['CHAT_TALK'] };
      }),
    );
    const { user, onClose } = setup({ position: 2, contactMethodTypes: ['CALL'] });
    const why =
      '저장되어 있던 전화 문의는 중개보조원 계정에서 사용할 수 없어 저장하면 해제됩니다. 문자 문의나 1:1 채팅을 선택해주세요.';
    expect(call()).toBeDisabled();
    expect(call()).toHaveAccessibleDescription(expect.stringContaining(why));
    expect(sms()).toBeEnabled();
    expect(chat()).toBeEnabled();
    await user.click(chat());
    await user.type(message(), '빠르게 답변드립니다');
    await user.click(done());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(bodies).toEqual([
      { contactMethodTypes: ['CHAT_TALK'], chatContactMessage: '빠르게 답변드립니다' },
    ]);
  });
});
