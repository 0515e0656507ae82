import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';

type Status = keyof typeof messages.pages.signStatus;
const asStatus = (v: string): Status => (v === 'PROCEED' || v === 'APPROVAL' ? v : 'NONE');

/** The signed-in broker's signing status, as a key of `messages.pages.signStatus`. */
export const useSignStatus = (): Status => asStatus(useSession((s) => s.agentSignStatus));

export function useSignStatusLabel(): string {
  const signStatusTextCfg = useConfig(messages.pages.signStatus);

  return signStatusTextCfg[useSignStatus()];
}
