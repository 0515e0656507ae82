import { afterEach, describe, expect, it, vi } from 'vitest';
import { menusConfig } from '@/generated/config/menus';
import * as dialogBus from '@/lib/dialog-bus';
import { itemKey, menuActions, runMenuAction, type ActionItem } from './menu-actions';

const actionItems = (menusConfig.management.items as readonly { kind: string }[]).filter(
  (i): i is ActionItem => i.kind === 'action',
);

afterEach(() => vi.restoreAllMocks());

describe('header menu actions (registry)', () => {
  it('has a handler for every action the config names', () => {
    expect(actionItems.length).toBeGreaterThan(0);
    for (const item of actionItems) expect(typeof menuActions[item.action]).toBe('function');
  });

  it('report-history opens the history dialog on the item tab', () => {
    const open = vi.spyOn(dialogBus, 'openGlobalDialog').mockImplementation(() => {});
    for (const item of actionItems) runMenuAction(item);
    expect(open.mock.calls).toEqual(
      actionItems.map((i) => ['report-history', { tab: i.tab }] as const),
    );
    expect(open.mock.calls.map(([, p]) => p)).toEqual([
      { tab: 'PROCESSING_DETAILS' },
      { tab: 'PENALTY' },
    ]);
  });

  it('an action with no handler fails loudly instead of doing nothing', () => {
    const item = { ...actionItems[0]!, action: 'open-chat' } as unknown as ActionItem;
    expect(() => runMenuAction(item)).toThrow(/no handler for action 'open-chat'/);
    expect(() => runMenuAction(actionItems[0]!, {})).toThrow(/no handler for action/);
  });

  it('keys items by path or by action and tab, never by position', () => {
    const keys = menusConfig.management.items.map(itemKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('report-history:PENALTY');
    expect(keys).toContain('/room/dabang-list');
  });
});
