import { describe, expect, it } from 'vitest';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { flattenAgentInfo, initialSession, type Session } from '@/session';
import { chainActive, selectStep, type ChainContext } from './chain-engine';
import type { ChainConfig, Readiness, StepConfig } from './types';

/** The start-up chain of spec/config/popup-chain.json. */
const startup: ChainConfig = popupChainConfig.chains.find((c) => c.id === 'startup')!;

// A session where every step's condition holds: no role, contact method unset with CEO-safe auth,
// master without any item.
const chainSession: Session = {
  ...initialSession,
  isAuth: true,
  isLoading: false,
  isMaster: true,
  userRoleType: null,
  isShowSetContactMethod: true,
  isCeoSafeAuth: true,
  useItem: false,
  useVip: false,
  usePremium: false,
  isServeUser: false,
};

const allShow = (): Readiness => 'show';

function ctx(over: Partial<ChainContext> = {}): ChainContext {
  return { session: chainSession, done: new Set(), readiness: allShow, ...over };
}

/** Runs the chain to the end, closing each popup as soon as it shows; returns the order. */
function walk(config: ChainConfig, over: Partial<ChainContext> = {}): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  for (let i = 0; i < 20; i++) {
    const pos = selectStep(config, ctx({ ...over, done }));
    if (pos.status !== 'show') break;
    order.push(pos.step.id);
    done.add(pos.step.id);
  }
  return order;
}

const withSteps = (steps: StepConfig[]): ChainConfig => ({ ...startup, steps });

describe('selectStep', () => {
  it('walks the enabled steps in config order, one popup at a time', () => {
    expect(walk(startup)).toEqual([
      'text-notice',
      'image-notice',
      'role',
      'contact-method',
      'verify-tel',
      'no-item',
    ]);
    // Only one step is ever returned: the first not done.
    const pos = selectStep(startup, ctx());
    expect(pos).toMatchObject({ status: 'show', step: { id: 'text-notice' } });
  });

  it('closing marks the step done and evaluates the next', () => {
    const done = new Set(['text-notice']);
    expect(selectStep(startup, ctx({ done }))).toMatchObject({
      status: 'show',
      step: { id: 'image-notice' },
    });
  });

  it('reordering the config reorders the chain', () => {
    const [text, image, role, contact, verify, noItem] = startup.steps;
    const reordered = withSteps([noItem, verify, role, text, image, contact] as StepConfig[]);
    expect(walk(reordered)).toEqual([
      'no-item',
      'verify-tel',
      'role',
      'text-notice',
      'image-notice',
      'contact-method',
    ]);
  });

  it('skips a disabled step', () => {
    const steps = startup.steps.map((s) =>
      s.id === 'role' || s.id === 'image-notice' ? { ...s, enabled: false } : s,
    );
    expect(walk(withSteps(steps))).toEqual([
      'text-notice',
      'contact-method',
      'verify-tel',
      'no-item',
    ]);
  });

  it.each([
    ['role', { userRoleType: 0 }, true],
    ['role', { userRoleType: 2 }, true],
    ['role', { userRoleType: '' }, false],
    ['contact-method', { isShowSetContactMethod: false }, true],
    ['contact-method', { isCeoSafeAuth: false }, true],
    ['no-item', { isMaster: false }, true],
    ['no-item', { useItem: true }, true],
    ['no-item', { useVip: true }, true],
    ['no-item', { usePremium: true }, true],
    ['no-item', { isServeUser: true }, true],
  ] as const)('condition of %s with %o: skipped=%s', (id, patch, skipped) => {
    const order = walk(startup, { session: { ...chainSession, ...patch } as Session });
    expect(order.includes(id)).toBe(!skipped);
    expect(order.length).toBe(skipped ? 5 : 6);
  });

  it('a role missing from agent/info (undefined) counts as empty: flattening gives null', () => {
    const flat = flattenAgentInfo({
      user: { userEmail: 'a@b.kr' },
      agent: { agentEmail: 'a@b.kr' },
    });
    expect(flat.userRoleType).toBeNull();
    const order = walk(startup, {
      session: { ...chainSession, userRoleType: flat.userRoleType },
    });
    expect(order).toContain('role');
  });

  it('skips steps whose data says nothing to show (or whose load failed)', () => {
    const readiness = (s: StepConfig): Readiness =>
      s.type === 'text-notice' || s.type === 'verify-tel' ? 'skip' : 'show';
    expect(walk(startup, { readiness })).toEqual([
      'image-notice',
      'role',
      'contact-method',
      'no-item',
    ]);
  });

  it('a step still loading holds the chain: a later popup never jumps ahead', () => {
    const readiness = (s: StepConfig): Readiness =>
      s.type === 'image-notice' ? 'pending' : 'show';
    const pos = selectStep(startup, ctx({ readiness, done: new Set(['text-notice']) }));
    expect(pos).toMatchObject({ status: 'waiting', step: { id: 'image-notice' } });
  });

  it('the popup on screen stays until closed even if its condition stops holding', () => {
    const session = { ...chainSession, userRoleType: 1 } as Session;
    const done = new Set(['text-notice', 'image-notice']);
    expect(selectStep(startup, ctx({ session, done, active: 'role' }))).toMatchObject({
      status: 'show',
      step: { id: 'role' },
    });
    done.add('role');
    expect(selectStep(startup, ctx({ session, done, active: 'role' }))).toMatchObject({
      step: { id: 'contact-method' },
    });
  });

  it('finishes when every step is done; a fresh done set starts over', () => {
    const done = new Set(startup.steps.map((s) => s.id));
    expect(selectStep(startup, ctx({ done }))).toEqual({ status: 'finished' });
    expect(selectStep(startup, ctx({ done: new Set() }))).toMatchObject({
      step: { id: 'text-notice' },
    });
  });
});

describe('chainActive', () => {
  const loaded = { isAuth: true, isLoading: false };
  it('runs only on the configured path after the user info loaded', () => {
    expect(chainActive(startup, '/dashboard', loaded)).toBe(true);
    expect(chainActive(startup, '/room', loaded)).toBe(false);
    expect(chainActive(startup, '/dashboard/x', loaded)).toBe(false);
    expect(chainActive(startup, '/dashboard', { isAuth: true, isLoading: true })).toBe(false);
    expect(chainActive(startup, '/dashboard', { isAuth: false, isLoading: false })).toBe(false);
    expect(chainActive({ ...startup, path: '/home' }, '/home', loaded)).toBe(true);
  });
});
