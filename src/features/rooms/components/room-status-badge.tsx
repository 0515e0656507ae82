import type { Schema } from '@/api/types';
import { Badge, type BadgeTone } from '@/components/form/badge';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

const TONES: Partial<Record<Schema<'RoomStatus'>, BadgeTone>> = {
  public: 'brand',
  waiting: 'yellow',
  complete: 'blue',
  confirm_fail: 'red',
  confirm_ing: 'green',
};

/** A listing's status (광고중, 광고대기, …) in its colour; the others grey. */
export function RoomStatusBadge({ status }: { status: Schema<'RoomStatus'> }) {
  const t = useConfig(messages.pages.rooms);
  return <Badge tone={TONES[status] ?? 'gray'}>{t.statuses[status]}</Badge>;
}
