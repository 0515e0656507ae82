import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { StaffInviteDialog } from './staff-invite-dialog';

const invited = {
  member: {
    id: 30,
    name: '이신입',
    email: 'new-staff@demo.kr',
    phone: '010-5555-6666',
    position: 2,
    isMaster: false,
    status: 'INVITED',
    listingCount: 0,
  },
  expiresAt: '2026-11-29T00:00:00.000Z',
};

describe('<StaffInviteDialog>', () => {
  it('says what is missing, then posts the spec body with the position as a number', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/agent/staff', async ({ request }) => {
        bodies.push(await request.json());
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ result: invited });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<StaffInviteDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '소속 직원 초대' });
    const submit = within(dialog).getByRole('button', { name: '초대 문자 보내기' });

    await user.type(within(dialog).getByLabelText(/이메일/), 'not-an-email');
    await user.click(submit);
    expect(await within(dialog).findByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('올바른 이메일을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('직책을 선택해주세요.')).toBeInTheDocument();
    // 대표공인중개사 is the master's own: not offered.
    const position = within(dialog).getByLabelText(/직책/);
    expect(within(position).queryByRole('option', { name: '대표공인중개사' })).toBeNull();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/이름/), '이신입');
    await user.clear(within(dialog).getByLabelText(/이메일/));
    await user.type(within(dialog).getByLabelText(/이메일/), 'new-staff@demo.kr');
    await user.type(within(dialog).getByLabelText(/휴대폰 번호/), '010-5555-6666');
    await user.selectOptions(position, '중개보조원');
    await user.click(submit);

    expect(await screen.findByText('이신입님에게 초대 문자를 보냈습니다.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: '이신입', email: 'new-staff@demo.kr', phone: '010-5555-6666', position: 2 },
    ]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal in Korean and stays open", async () => {
    server.use(
      http.post('*/agent/staff', () =>
        HttpResponse.json(
          { code: 409, msg: '이미 가입된 이메일입니다. 다른 이메일로 초대해주세요.' },
          { status: 409 },
        ),
      ),
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<StaffInviteDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '소속 직원 초대' });
    await user.type(within(dialog).getByLabelText(/이름/), '중복');
    await user.type(within(dialog).getByLabelText(/이메일/), 'sub@demo.kr');
    await user.type(within(dialog).getByLabelText(/휴대폰 번호/), '010-5555-6666');
    await user.selectOptions(within(dialog).getByLabelText(/직책/), '소속공인중개사');
    await user.click(within(dialog).getByRole('button', { name: '초대 문자 보내기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 가입된 이메일');
    expect(onClose).not.toHaveBeenCalled();
  });
});
