import { describe, expect, it } from 'vitest';
import { menusConfig } from '@/generated/config/menus';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { initialSession, type Session } from '@/session';
import { holds } from './conditions';

const session = (patch: Partial<Session>): Session => ({ ...initialSession, ...patch });
const contract = menusConfig.management.items.find(
  (i) => i.kind === 'link' && i.path === '/sign/contract/all',
);

describe('config conditions (CEL over the session)', () => {
  it('an absent condition holds', () => {
    expect(holds(undefined, session({}))).toBe(true);
  });

  it('compares whole-number session values like CEL ints', () => {
    const when = contract && 'when' in contract ? contract.when : '';
    const visible = session({ userRoleType: 1, agentSignStatus: 'APPROVAL', isShowSignMenu: true });
    expect(holds(when, visible)).toBe(true);
    expect(holds(when, { ...visible, userRoleType: 2 })).toBe(false);
    expect(holds(when, { ...visible, agentSignStatus: 'NONE' })).toBe(false);
    expect(holds(when, { ...visible, isShowSignMenu: false })).toBe(false);
  });

  it('the role step holds for null and empty roles, not for role 0', () => {
    const role = popupChainConfig.chains[0]?.steps.find((s) => s.type === 'role-select');
    const when = role && 'when' in role ? role.when : '';
    expect(holds(when, session({ userRoleType: null }))).toBe(true);
    expect(holds(when, session({ userRoleType: '' }))).toBe(true);
    expect(holds(when, session({ userRoleType: 0 }))).toBe(false);
  });

  it('fails loudly on an expression that is not in the active config', () => {
    expect(() => holds('isMaster && isAuth', session({}))).toThrow(
      /Condition 'isMaster && isAuth' is not in the active config/,
    );
  });
});
