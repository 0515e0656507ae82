import type { ComponentType } from 'react';
import type { Schema } from '@/api/types';
import type { PopupChainConfig } from '@/generated/config/popup-chain';

export type ChainConfig = PopupChainConfig;
export type StepConfig = ChainConfig['steps'][number];
/** The generated union of step types (spec/config/popup-chain.schema.json). */
export type StepType = StepConfig['type'];

export type TextNotice = Schema<'TextNotice'>;
export type ImageNotice = Schema<'ImageNotice'>;

/** The data each step type works on once its load finished (null: the step needs none). */
export interface StepDataMap {
  'text-notice': TextNotice[];
  'image-notice': ImageNotice[];
  'role-select': null;
  'contact-method': null;
  'verify-tel': null;
  'no-item': null;
}

/** Whether a step's data allows it: still loading, show it, or skip it (nothing to show / failed). */
export type Readiness = 'pending' | 'show' | 'skip';

export type ContactMethodDialog = ComponentType<{
  open: boolean;
  onClose: (saved: boolean) => void;
}>;

export interface StepProps<T extends StepType = StepType> {
  step: StepConfig;
  data: StepDataMap[T];
  /** Closing the popup (with any result) marks the step done; the engine evaluates the next. */
  onDone: () => void;
  contactMethodDialog: ContactMethodDialog;
}
