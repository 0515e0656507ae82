// Two screens over two lists (issue 23 #11, issue 27 #2): 연락처 관리 (the office's contacts) and
// 소속 직원 관리 (its people, read from the server's accounts). Composed here because they belong
// to two features.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AccountSubUserScreen from '@/features/account/screens/account-sub-user-screen';
import AccountContactsScreen from '@/features/contact-settings/screens/account-contacts-screen';
import { getSession } from '@/session';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';

const park = {
  id: 1,
  name: '박소속',
  email: 'sub@demo.kr',
  phone: '010-2020-3020',
  position: 1 as const,
};
const choi = {
  id: 2,
  name: '최보조',
  email: 'assist@demo.kr',
  phone: '010-2030-3030',
  position: 2 as const,
};
const member = (p: typeof park | typeof choi, id: number) => ({
  ...p,
  id,
  isMaster: false,
  status: 'ACTIVE' as const,
  listingCount: 0,
});

describe('소속 직원 관리', () => {
  it('deleting a contact in 연락처 관리 deletes the contact, not the staff member', async () => {
    let deleted = 0;
    server.use(
      apiOk('delete', '/agent/contacts/{id}', true),
      http.delete('*/agent/staff/:id', () => {
        deleted += 1;
        return HttpResponse.json({ result: true });
      }),
      apiOk('get', '/agent/staff', {
        members: [member(park, 11), member(choi, 12)],
        masterOnly: ['getPaymentList'],
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const view = renderWithApp(<AccountContactsScreen />, {
      session: { agentContacts: [park, choi], agentSubUsers: [park, { ...choi, id: 12 }] },
    });
    await view.user.click(screen.getByRole('button', { name: '최보조 연락처 삭제' }));
    expect(await screen.findByText('연락처가 삭제되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '최보조 연락처 삭제' })).toBeNull();
    view.unmount();

    // 소속 직원 관리 lists the office's accounts: both people are still there, none removed.
    renderWithApp(<AccountSubUserScreen />, { session: getSession() });
    const table = screen.getByRole('table', { name: '소속 직원 목록' });
    await within(table).findByText('최보조');
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['박소속', '최보조']);
    expect(deleted).toBe(0);
  });
});
