import type { Schema } from '@/api/types';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { positionLists } from '@/lib/positions';
import { roleChoices } from '@domain/positions';

export type Position = Schema<'Position'>;

/** Masters choose from positions 0 and 2, sub-users only from 1. */
export const roleOptions = (isMaster: boolean): Position[] => [
  ...roleChoices(positionLists(), isMaster),
];

export const positionLabel = (p: Position): string => readConfig(messages.positions)[p];

/** "Empty" role: null, undefined or '' — 0 is a valid role. */
export const isRoleEmpty = (roleType: unknown): boolean =>
  roleType === null || roleType === undefined || roleType === '';

/** Submit is possible once a role is chosen and while nothing is being saved. */
export const canSubmitRole = (chosen: Position | null, saving: boolean): boolean =>
  chosen !== null && !saving;
