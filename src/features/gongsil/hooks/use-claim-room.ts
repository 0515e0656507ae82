import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/api/errors';
import { dashboardKeys } from '@/api/query-keys';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { usePostGongsilPickMutation } from '../api/post-gongsil-pick';
import { gongsilKeys } from '../api/query-keys';

/**
 * Claims (선점) a room for this office, desktop dialog and mobile card alike: success is toasted;
 * a room another office took first (409) or that ended (404) toasts the server's Korean reason
 * and reloads the counts and lists so the room shows as it is now. `onSettled(true)` after a
 * claim, `(false)` after a refusal that changed the room.
 */
export function useClaimRoom(onSettled?: (claimed: boolean) => void) {
  const pick = usePostGongsilPickMutation();
  const client = useQueryClient();
  const claim = (roomsSeq: number) => {
    const claimText = readConfig(messages.gongsil).claim;
    pick.submit(roomsSeq, {
      onSuccess: () => {
        toast.success(fmt(claimText.done, { n: roomsSeq }));
        onSettled?.(true);
      },
      onError: (e) => {
        toast.error(errorMessage(e, claimText.failed));
        if (e instanceof ApiError && (e.status === 409 || e.status === 404)) {
          void client.invalidateQueries({ queryKey: gongsilKeys.all });
          void client.invalidateQueries({ queryKey: dashboardKeys.summary });
          onSettled?.(false);
        }
      },
    });
  };
  return { claim, isPending: pick.isPending, pendingRoom: pick.isPending ? pick.variables : null };
}
