import {
  cookieReadiness,
  listReadiness,
  loadImageNotices,
  loadTextNotices,
  loadVerifyTel,
  verifyTelReadiness,
} from '../model/step-loaders';
import type { Readiness, ResolvedStep, StepDescriptor, StepType } from '../model/types';
import { ContactMethodStep } from './contact-method-step';
import { ImageNoticeStep } from './image-notice-step';
import { NoItemStep } from './no-item-step';
import { PendingHandlingStep } from './pending-handling-step';
import { RegistrationBlockedStep } from './registration-blocked-step';
import { RoleSelectStep } from './role-select-step';
import { TextNoticeStep } from './text-notice-step';
import { VerifyTelStep } from './verify-tel-step';

export type StepRegistry = { [T in StepType]: StepDescriptor<T> };

/**
 * Step `type` (spec/config/popup-chain.json) → one descriptor: the popup, what it loads on each
 * entry to the chain path and when that data says show. Which session values a step needs is
 * its `when` in config, not code.
 */
export const stepRegistry: StepRegistry = {
  'text-notice': { Component: TextNoticeStep, load: loadTextNotices, readiness: listReadiness },
  'image-notice': { Component: ImageNoticeStep, load: loadImageNotices, readiness: listReadiness },
  'role-select': { Component: RoleSelectStep },
  'contact-method': { Component: ContactMethodStep },
  'verify-tel': { Component: VerifyTelStep, load: loadVerifyTel, readiness: verifyTelReadiness },
  'no-item': { Component: NoItemStep, readiness: cookieReadiness },
  'registration-blocked': { Component: RegistrationBlockedStep },
  'pending-handling': { Component: PendingHandlingStep },
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
  return { Component: d.Component, load: d.load, readiness: d.readiness ?? alwaysShow };
}
