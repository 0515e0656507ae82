import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { cookies } from '@/lib/cookies';
import { getEventsActive } from '../api/get-events-active';
import { getNoticePopup } from '../api/get-notice-popup';
import { getVerifyTel } from '../api/get-verify-tel';
import { stepCookie, visibleBySeqCookie } from './notice-rules';
import type {
  ImageNotice,
  Readiness,
  StepConfig,
  StepDataMap,
  StepType,
  TextNotice,
} from './types';

/** What a step's load gives: its list (already filtered by cookies) or verify state; null = failed. */
export interface LoadedData {
  'text-notice': TextNotice[] | null;
  'image-notice': ImageNotice[] | null;
  'verify-tel': { isVerify: boolean } | null;
}
export type LoadedType = keyof LoadedData;

/**
 * The loads run once per entry to the chain path. A failure shows its toast here and the
 * step counts as done (its result is null). Cookies are read once per entry, so dismissing one
 * notice never shifts the list being walked.
 */
export const stepLoaders: {
  [T in LoadedType]: (step: StepConfig, signal?: AbortSignal) => Promise<LoadedData[T]>;
} = {
  'text-notice': async (step, signal) => {
    try {
      const list = await getNoticePopup(signal);
      return visibleBySeqCookie(list, stepCookie(step).name);
    } catch (e) {
      toast.error(errorMessage(e, messages.errors.server));
      return null;
    }
  },
  'image-notice': async (step, signal) => {
    try {
      const list = await getEventsActive(signal);
      return visibleBySeqCookie(list, stepCookie(step).name);
    } catch (e) {
      toast.error(errorMessage(e, messages.errors.server), {
        durationMs: uiConfig.toast.imageNoticeAutoHideMs,
      });
      return null;
    }
  },
  'verify-tel': async (_step, signal) => {
    try {
      const r = await getVerifyTel(signal);
      return { isVerify: r.isVerify };
    } catch (e) {
      toast.error(errorMessage(e, messages.errors.server));
      return null;
    }
  },
};

export const isLoadedType = (t: StepType): t is LoadedType => t in stepLoaders;

/** Per-type answer to "does the data say show?"; `loaded` is undefined while the load runs. */
export function readinessOf(
  step: StepConfig,
  loaded: LoadedData[LoadedType] | undefined,
): Readiness {
  switch (step.type) {
    case 'text-notice':
    case 'image-notice': {
      if (loaded === undefined) return 'pending';
      return Array.isArray(loaded) && loaded.length > 0 ? 'show' : 'skip';
    }
    case 'verify-tel': {
      if (loaded === undefined) return 'pending';
      return loaded && !Array.isArray(loaded) && loaded.isVerify === false ? 'show' : 'skip';
    }
    case 'no-item':
      return cookies.get(stepCookie(step).name) === undefined ? 'show' : 'skip';
    case 'role-select':
    case 'contact-method':
      return 'show';
  }
}

/** The data handed to the step component. */
export function stepDataOf<T extends StepType>(
  type: T,
  loaded: LoadedData[LoadedType] | undefined,
): StepDataMap[T] {
  if (type === 'text-notice' || type === 'image-notice')
    return (Array.isArray(loaded) ? loaded : []) as StepDataMap[T];
  return null as StepDataMap[T];
}
