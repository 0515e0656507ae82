import type { ComponentType } from 'react';
import type { StepProps, StepType } from '../model/types';
import { ContactMethodStep } from './contact-method-step';
import { ImageNoticeStep } from './image-notice-step';
import { NoItemStep } from './no-item-step';
import { RoleSelectStep } from './role-select-step';
import { TextNoticeStep } from './text-notice-step';
import { VerifyTelStep } from './verify-tel-step';

export type StepRegistry = { [T in StepType]: ComponentType<StepProps<T>> };

/** Step `type` (spec/config/popup-chain.json) → the popup that renders it. */
export const stepRegistry: StepRegistry = {
  'text-notice': TextNoticeStep,
  'image-notice': ImageNoticeStep,
  'role-select': RoleSelectStep,
  'contact-method': ContactMethodStep,
  'verify-tel': VerifyTelStep,
  'no-item': NoItemStep,
};

/** The component of a step type; a type with no component is a config/code mismatch. */
export function getStepComponent(
  type: string,
  registry: Partial<Record<string, unknown>> = stepRegistry,
): ComponentType<StepProps> {
  const component = Object.hasOwn(registry, type) ? registry[type] : undefined;
  if (!component)
    throw new Error(
      `Popup chain: no step component is registered for type '${type}' ` +
        `(spec/config/popup-chain.json → src/features/popups/components/step-registry.ts)`,
    );
  return component as ComponentType<StepProps>;
}
