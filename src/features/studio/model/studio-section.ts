import type { ComponentType } from 'react';
import type { messages } from '@/generated/config/messages-studio';

/** One checker problem, split out of its line `spec/config/<file>.json#/<pointer>: <reason>`. */
export interface StudioProblem {
  file: string;
  pointer: string;
  reason: string;
  line: string;
}

/** The config files of a draft keyed 'products' | 'popup-chain' | 'menus' | 'messages.ko' | 'ui'
 * (+ read-only 'routes', 'session-fields'). */
export type DraftFiles = Record<string, unknown>;

export interface StudioSectionProps {
  /** The whole draft (sections read other files for cross-file references). */
  files: DraftFiles;
  /** The active published version (for "original" text and diffs). */
  activeFiles: DraftFiles;
  /** Replaces one file of the draft. */
  onChange: (file: string, next: unknown) => void;
  /** All problems of the draft. */
  problems: readonly StudioProblem[];
}

export interface StudioSection {
  id: string;
  /** The tab's label in the studio's active texts. */
  label: (texts: typeof messages) => string;
  Component: ComponentType<StudioSectionProps>;
}
