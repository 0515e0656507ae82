import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { pickSessionFields, updateSession } from '@/session';
import type { InflowType } from '../api/get-agent-treat-detail';
import type { AgentTreatResult, TreatAnswer } from '../api/post-agent-treat';

/**
 * What happened to one send:
 * - missing: no answer chosen (the guard toast, A-47); busy: a send is already running;
 * - cancelled: the confirmation was declined; reload: done, more reports of the source remain;
 * - done: done and none remain; failed: error status or failed call (toasted).
 */
export type SendOutcome = 'missing' | 'busy' | 'cancelled' | 'reload' | 'done' | 'failed';

export interface SendArgs {
  answer: TreatAnswer | '';
  reportId: string;
  inflowType: InflowType;
  /** True while another send runs (the answer mutation's own pending state). */
  isBusy: () => boolean;
  confirm?: (text: string) => boolean;
  /** Sends the answer: the answer mutation (it refreshes the history once the centre took it). */
  post: (reportId: string, answer: TreatAnswer) => Promise<AgentTreatResult>;
}

/** Whether the response says more reports of this source remain. */
export const hasMoreOfSource = (r: Partial<AgentTreatResult>, inflowType: InflowType): boolean =>
  inflowType === 'DABANG' ? !!r.hasReport : !!r.hasNaverReport;

/** The self-handling send (001 §4, §8): confirm, send once, update the session, toast. */
export async function sendAnswer({
  answer,
  reportId,
  inflowType,
  isBusy,
  confirm = (t) => window.confirm(t),
  post,
}: SendArgs): Promise<SendOutcome> {
  const reportText = readConfig(messages.reports);

  if (!answer) {
    toast.warning(reportText.missingAnswer);
    return 'missing';
  }
  if (isBusy()) return 'busy';
  if (!confirm(reportText.selfHandling.confirmSend)) return 'cancelled';
  try {
    const result = await post(reportId, answer);
    const status = result?.kisoNetworkStatus;
    if (status === 'OK') {
      updateSession(pickSessionFields(result));
      toast.success(reportText.success);
      return hasMoreOfSource(result, inflowType) ? 'reload' : 'done';
    }
    toast.error(status === 'SERVER_ERROR' ? reportText.serverError : reportText.clientError);
    return 'failed';
  } catch (e) {
    toast.error(errorMessage(e, readConfig(messages.errors).server));
    return 'failed';
  }
}
