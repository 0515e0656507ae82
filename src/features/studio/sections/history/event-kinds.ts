import type { Messages } from '@/generated/config/messages-studio';
import type { HistoryEvent } from '../../api/get-studio-history';

/** How the history shows one kind of event: its name and the colours of its badge. */
export interface EventKind {
  label: (t: Messages['studio']['historyLog']) => string;
  badge: { color: string; bgcolor: string };
}

/**
 * Every kind of event the history lists (the spec's ConfigHistoryItem.action). A new kind (an
 * approval, a schedule) is one entry here: tsc fails while the spec names a kind without one.
 */
export const EVENT_KINDS: Record<HistoryEvent['action'], EventKind> = {
  publish: {
    label: (t) => t.kinds.publish,
    badge: { color: 'scale.brand.700', bgcolor: 'scale.brand.50' },
  },
  rollback: {
    label: (t) => t.kinds.rollback,
    badge: { color: 'scale.red.700', bgcolor: 'scale.red.50' },
  },
  // A review request's steps (issue 25 item 3) and its schedule's (item 4).
  'publish-request': {
    label: (t) => t.kinds.publishRequest,
    badge: { color: 'scale.brand.700', bgcolor: 'scale.brand.50' },
  },
  'publish-scheduled': {
    label: (t) => t.kinds.publishScheduled,
    badge: { color: 'scale.brand.700', bgcolor: 'scale.brand.50' },
  },
  'request-submit': {
    label: (t) => t.kinds.requestSubmit,
    badge: { color: 'scale.yellow.900', bgcolor: 'scale.yellow.100' },
  },
  'request-resubmit': {
    label: (t) => t.kinds.requestResubmit,
    badge: { color: 'scale.yellow.900', bgcolor: 'scale.yellow.100' },
  },
  'request-approve': {
    label: (t) => t.kinds.requestApprove,
    badge: { color: 'scale.green.900', bgcolor: 'scale.green.100' },
  },
  'request-send-back': {
    label: (t) => t.kinds.requestSendBack,
    badge: { color: 'scale.red.900', bgcolor: 'scale.red.50' },
  },
  'request-withdraw': {
    label: (t) => t.kinds.requestWithdraw,
    badge: { color: 'scale.gray.900', bgcolor: 'scale.gray.100' },
  },
  schedule: {
    label: (t) => t.kinds.schedule,
    badge: { color: 'scale.blue.900', bgcolor: 'scale.blue.100' },
  },
  'schedule-cancel': {
    label: (t) => t.kinds.scheduleCancel,
    badge: { color: 'scale.gray.900', bgcolor: 'scale.gray.100' },
  },
  'schedule-failed': {
    label: (t) => t.kinds.scheduleFailed,
    badge: { color: 'scale.red.900', bgcolor: 'scale.red.50' },
  },
  // A rollout to a segment of offices first (item 5): started, rolled back, promoted.
  'rollout-start': {
    label: (t) => t.kinds.rolloutStart,
    badge: { color: 'scale.blue.900', bgcolor: 'scale.blue.100' },
  },
  'rollout-rollback': {
    label: (t) => t.kinds.rolloutRollback,
    badge: { color: 'scale.red.700', bgcolor: 'scale.red.50' },
  },
  'publish-rollout': {
    label: (t) => t.kinds.publishRollout,
    badge: { color: 'scale.brand.700', bgcolor: 'scale.brand.50' },
  },
};
