import type { ComponentType } from 'react';
import type { MenusConfigDraft } from '@/generated/config/menus';
import type { Messages } from '@/generated/config/messages-studio';
import type { PopupChainConfigDraft } from '@/generated/config/popup-chain';
import type { ProductsConfigDraft } from '@/generated/config/products';
import type { RoutesConfig } from '@/generated/config/routes';
import type { SessionFieldsConfig } from '@/generated/config/session-fields';
import type { UiConfigDraft } from '@/generated/config/ui';
import type { ConfigProblem } from '@config/problems';
import type { StaffConfigName } from '@config/registry';

/** One checker problem as the API sends it: file, JSON pointer, code and the values its text names. */
export type StudioProblem = ConfigProblem;

/** messages.ko.json: texts (or lists of texts) by area and key, any depth. */
export interface MessagesDraft {
  [key: string]: string | string[] | MessagesDraft;
}

/** The writable shape of each file staff edit, typed from its schema (codegen). */
interface StaffFileTypes {
  products: ProductsConfigDraft;
  'popup-chain': PopupChainConfigDraft;
  menus: MenusConfigDraft;
  ui: UiConfigDraft;
  'messages.ko': MessagesDraft;
}

/**
 * A draft: every file the registry gives staff, by its registry name. A file added to the
 * registry without a type here fails to compile.
 */
export type DraftFiles = { [K in StaffConfigName]: StaffFileTypes[K] };

/** The developers' files the editors read for cross-file references (never edited here). */
export interface DeveloperFiles {
  routes: RoutesConfig;
  'session-fields': SessionFieldsConfig;
}

/** What a section reads: the draft's files and the developers' files beside them. */
export type StudioFiles = DraftFiles & DeveloperFiles;

/** Replaces one file of the draft. */
export type ChangeFile = <K extends StaffConfigName>(file: K, next: DraftFiles[K]) => void;

export interface StudioSectionProps {
  /** The whole draft (sections read other files for cross-file references). */
  files: StudioFiles;
  /** The active published version (for "original" text, diffs and what is already published). */
  activeFiles: StudioFiles;
  onChange: ChangeFile;
  /** All problems of the draft. */
  problems: readonly StudioProblem[];
}

export interface StudioSection {
  id: string;
  /** The tab's label in the studio's active texts. */
  label: (texts: Messages) => string;
  Component: ComponentType<StudioSectionProps>;
}
