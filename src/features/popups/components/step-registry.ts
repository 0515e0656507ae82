import {
  cookieReadiness,
  listReadiness,
  loadImageNotices,
  loadTextNotices,
  loadVerifyTel,
  verifyTelReadiness,
} from '../model/step-loaders';
import type { Readiness, ResolvedStep, StepDescriptor, StepType } from '../model/types';

export type StepRegistry = { [T in StepType]: StepDescriptor<T> };

/**
 * Step `type` (spec/config/popup-chain.json) → one descriptor: the popup, what it loads on each
 * entry to the chain path and when that data says show. Which session values a step needs is
 * its `when` in config, not code. Each popup is a dynamic import, so a page pays only for the
 * popups its visitor is shown (most visits show none): the notice's DOMPurify, the role radios and
 * the dialogs stay off the first load, and the chain waits for the chunk before it opens the step.
 */
export const stepRegistry: StepRegistry = {
  'text-notice': {
    popup: () => import('./text-notice-step').then((m) => m.TextNoticeStep),
    load: loadTextNotices,
    readiness: listReadiness,
  },
  'image-notice': {
    popup: () => import('./image-notice-step').then((m) => m.ImageNoticeStep),
    load: loadImageNotices,
    readiness: listReadiness,
  },
  'role-select': { popup: () => import('./role-select-step').then((m) => m.RoleSelectStep) },
  'contact-method': {
    popup: () => import('./contact-method-step').then((m) => m.ContactMethodStep),
  },
  'verify-tel': {
    popup: () => import('./verify-tel-step').then((m) => m.VerifyTelStep),
    load: loadVerifyTel,
    readiness: verifyTelReadiness,
  },
  'no-item': {
    popup: () => import('./no-item-step').then((m) => m.NoItemStep),
    readiness: cookieReadiness,
  },
  'registration-blocked': {
    popup: () => import('./registration-blocked-step').then((m) => m.RegistrationBlockedStep),
  },
  'pending-handling': {
    popup: () => import('./pending-handling-step').then((m) => m.PendingHandlingStep),
  },
};

const alwaysShow = (): Readiness => 'show';

/** The descriptor of a step type; a type with no descriptor is a config/code mismatch. */
export function getStepDescriptor(
  type: string,
  registry: Partial<Record<string, unknown>> = stepRegistry,
): ResolvedStep {
  const found = Object.hasOwn(registry, type) ? registry[type] : undefined;
  if (!found)
    throw new Error(
      `Popup chain: no step is registered for type '${type}' ` +
        `(spec/config/popup-chain.json → src/features/popups/components/step-registry.ts)`,
    );
  const d = found as ResolvedStep;
  return { popup: d.popup, load: d.load, readiness: d.readiness ?? alwaysShow };
}
