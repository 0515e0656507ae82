import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { cookies } from '@/lib/cookies';
import { getEventsActive } from '../api/get-events-active';
import { getNoticePopup } from '../api/get-notice-popup';
import { getVerifyTel } from '../api/get-verify-tel';
import { stepCookie, visibleBySeqCookie } from './notice-rules';
import type { ImageNotice, Readiness, StepConfig, TextNotice } from './types';

// The loads run once per entry to the chain path. A failure shows its toast here and the
// step counts as done (its result is null). Cookies are read once per entry, so dismissing one
// notice never shifts the list being walked.

export async function loadTextNotices(
  step: StepConfig,
  signal: AbortSignal,
): Promise<TextNotice[] | null> {
  try {
    const list = await getNoticePopup(signal);
    return visibleBySeqCookie(list, stepCookie(step).name);
  } catch (e) {
    toast.error(errorMessage(e, readConfig(messages.errors).server));
    return null;
  }
}

export async function loadImageNotices(
  step: StepConfig,
  signal: AbortSignal,
): Promise<ImageNotice[] | null> {
  try {
    const list = await getEventsActive(signal);
    return visibleBySeqCookie(list, stepCookie(step).name);
  } catch (e) {
    toast.error(errorMessage(e, readConfig(messages.errors).server), {
      durationMs: readConfig(uiConfig).toast.imageNoticeAutoHideMs,
    });
    return null;
  }
}

export async function loadVerifyTel(
  _step: StepConfig,
  signal: AbortSignal,
): Promise<{ isVerify: boolean } | null> {
  try {
    const r = await getVerifyTel(signal);
    return { isVerify: r.isVerify };
  } catch (e) {
    toast.error(errorMessage(e, readConfig(messages.errors).server));
    return null;
  }
}

/** A notice list shows when it still holds a notice once the cookies are applied. */
export const listReadiness = (
  _step: StepConfig,
  loaded: unknown[] | null | undefined,
): Readiness => (loaded === undefined ? 'pending' : loaded && loaded.length > 0 ? 'show' : 'skip');

/** The verification popup shows only when the server says the phone is not verified. */
export const verifyTelReadiness = (
  _step: StepConfig,
  loaded: { isVerify: boolean } | null | undefined,
): Readiness => (loaded === undefined ? 'pending' : loaded?.isVerify === false ? 'show' : 'skip');

/** A cookie step shows until its dismissal cookie is set. */
export const cookieReadiness = (step: StepConfig): Readiness =>
  cookies.get(stepCookie(step).name) === undefined ? 'show' : 'skip';
