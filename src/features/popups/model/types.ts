import type { ComponentType } from 'react';
import type { Schema } from '@/api/types';
import type { PopupChainConfig } from '@/generated/config/popup-chain';

/** One named chain of spec/config/popup-chain.json: its id, the path it runs on and its steps. */
export type ChainConfig = PopupChainConfig['chains'][number];
export type StepConfig = ChainConfig['steps'][number];
/** The generated union of step types (spec/config/popup-chain.schema.json). */
export type StepType = StepConfig['type'];

export type TextNotice = Schema<'TextNotice'>;
export type ImageNotice = Schema<'ImageNotice'>;

/** The data each step type works on once its load finished (null: the step loads nothing). */
export interface StepDataMap {
  'text-notice': TextNotice[];
  'image-notice': ImageNotice[];
  'role-select': null;
  'contact-method': null;
  'verify-tel': { isVerify: boolean };
  'no-item': null;
  'registration-blocked': null;
  'pending-handling': null;
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

/** Loads a step's popup: each step is its own chunk, fetched only when the chain is about to show it. */
export type PopupLoader<T extends StepType = StepType> = () => Promise<ComponentType<StepProps<T>>>;

/**
 * Everything the chain needs about one step type, in one place: the popup, the data it loads on
 * each entry to the chain path, and whether that data says show, skip or wait.
 */
export interface StepDescriptor<T extends StepType> {
  popup: PopupLoader<T>;
  /** Absent: the step needs no data. A failed load resolves to null (it toasts; the step is skipped). */
  load?: (step: StepConfig, signal: AbortSignal) => Promise<StepDataMap[T] | null>;
  /** `loaded` is undefined while the load runs, null when it failed. Absent: always show. */
  readiness?: (step: StepConfig, loaded: StepDataMap[T] | null | undefined) => Readiness;
}

/** A descriptor as the host sees it: it hands each step only the data its own load produced. */
export interface ResolvedStep {
  popup: PopupLoader;
  load?: (step: StepConfig, signal: AbortSignal) => Promise<unknown>;
  readiness: (step: StepConfig, loaded: unknown) => Readiness;
}
