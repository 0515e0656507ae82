import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import { SignRequirements } from './requirements';

/** The met / not-met word beside a requirement's label. */
const stateOf = (label: string) =>
  within(screen.getByText(label).closest('li')!).getByText(/^(충족|미충족)$/).textContent;

// Verified, approved e-contract office with the menu permission: what master@ holds.
const approved = {
  isSafeAuth: true,
  isCeoSafeAuth: true,
  agentSignStatus: 'APPROVAL',
  isShowSignMenu: true,
  isSignUser: true,
  useItem: true,
  userRoleType: 0,
} as const;

describe('<SignRequirements>', () => {
  it('all met when the header would open the contract menu', () => {
    renderWithApp(<SignRequirements />, { session: approved });
    expect(stateOf('전자계약 메뉴 권한')).toBe('충족');
    expect(stateOf('이용중인 상품')).toBe('충족');
  });

  it('a brokerage assistant (position 2), whose header hides the menu, lacks the permission', () => {
    renderWithApp(<SignRequirements />, {
      session: { ...approved, isMaster: false, userRoleType: 2 },
    });
    expect(stateOf('전자계약 메뉴 권한')).toBe('미충족');
  });

  it('an office that has not applied (menu hidden) or is under review (menu refuses) lacks it', () => {
    const { unmount } = renderWithApp(<SignRequirements />, {
      session: { ...approved, agentSignStatus: 'NONE', isShowSignMenu: false },
    });
    expect(stateOf('전자계약 메뉴 권한')).toBe('미충족');
    unmount();
    renderWithApp(<SignRequirements />, { session: { ...approved, agentSignStatus: 'PROCEED' } });
    expect(stateOf('전자계약 메뉴 권한')).toBe('미충족');
  });

  it('no product in use today: 이용중인 상품 is not met', () => {
    renderWithApp(<SignRequirements />, { session: { ...approved, useItem: false } });
    expect(stateOf('이용중인 상품')).toBe('미충족');
  });
});
