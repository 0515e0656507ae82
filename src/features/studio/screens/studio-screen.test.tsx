import { screen, within } from '@testing-library/react';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { twoStaffServer } from '../testing/two-staff-server';
import StudioScreen from './studio-screen';

const as = (roles: Schema<'StaffRole'>[]) =>
  server.use(apiOk('get', '/studio/me', { userId: 1, email: 'x@demo.kr', roles }));

/** The catalogue editor's first text field, once its lazy chunk has loaded (slow the first time). */
const firstField = async () =>
  (
    await within(await screen.findByRole('tabpanel')).findAllByRole(
      'textbox',
      {},
      { timeout: 20_000 },
    )
  )[0]!;

describe('the studio by role', { timeout: 40_000 }, () => {
  it('shows a viewer the draft read-only: no field, save, undo or import to use', async () => {
    twoStaffServer();
    as(['viewer']);
    renderWithApp(<StudioScreen />, { url: '/studio' });
    expect(
      await screen.findByText(
        '열람 권한만 있어 초안을 볼 수만 있습니다. 고치려면 편집 권한이 필요합니다.',
      ),
    ).toBeInTheDocument();
    expect(await firstField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /저장/ })).not.toBeInTheDocument();
    for (const name of [/실행 취소/, /초안 버리기/, /가져오기/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('lets an editor edit the draft', async () => {
    twoStaffServer();
    as(['editor']);
    renderWithApp(<StudioScreen />, { url: '/studio' });
    expect(await firstField()).toBeEnabled();
    expect(screen.queryByText(/열람 권한만 있어/)).not.toBeInTheDocument();
  });
});
