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
};
