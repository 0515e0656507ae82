import { useState } from 'react';
import type { Schema } from '@/api/types';

/** The listings the broker ticked for a bulk action: roomId → title (to name a failure). */
export function useRoomSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const toggle = (room: Schema<'AgentRoom'>) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(room.roomId)) next.delete(room.roomId);
      else next.set(room.roomId, room.title);
      return next;
    });
  const toggleAll = (rooms: Schema<'AgentRoom'>[], on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of rooms) {
        if (on) next.set(r.roomId, r.title);
        else next.delete(r.roomId);
      }
      return next;
    });
  const clear = () => setSelected(new Map());
  return { selected, toggle, toggleAll, clear };
}
