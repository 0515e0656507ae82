import { screen, waitFor } from '@testing-library/react';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { SignApplyForm } from './sign-apply-form';

describe('sign apply form', () => {
  it('refuses to apply until the terms are agreed, then posts once with the agreement', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', '/agent/sign/apply', async (req) => {
        bodies.push(await req.json());
        return { agentSignStatus: 'PROCEED' };
      }),
    );
    const { user } = renderWithApp(<SignApplyForm />, { session: { agentSignStatus: 'NONE' } });
    const box = screen.getByRole('checkbox', { name: /전자계약 이용 내용을 확인했으며/ });
    expect(box).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: '동의하고 이용 신청' }));
    expect(screen.getByRole('alert')).toHaveTextContent('전자계약 이용 내용에 동의해주세요.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    await user.click(box);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: '동의하고 이용 신청' }));
    await waitFor(() => expect(bodies).toEqual([{ agreeSignTerms: true }]));
    // The session takes the answered status: the form gives way to the under-review notice.
    expect(await screen.findByText(/이미 이용을 신청했습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '동의하고 이용 신청' })).toBeNull();
  });
});
