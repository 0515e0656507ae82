import { lazy } from 'react';
import type { Messages } from '@/generated/config/messages-studio';
import { CONFIG_REGISTRY, type ConfigFileEntry } from '@config/registry';
import type { StudioSection } from '../model/studio-section';

type SectionId = Extract<(typeof CONFIG_REGISTRY)[number], { section: string }>['section'];
/** The studio's texts a tab label is read from (the active version's, passed in). */
export type StudioTexts = Messages;

/**
 * The editor of each studio section the config registry names (a file's `section`): tsc fails
 * while a registered section has no editor here. Each is its own lazy chunk, loaded when its tab
 * opens.
 */
const EDITORS: Record<SectionId, Omit<StudioSection, 'id'>> = {
  catalogue: {
    label: (t) => t.studio.sections.catalogue,
    Component: lazy(() => import('./catalogue/catalogue-section')),
  },
  chain: {
    label: (t) => t.studioEditors.tabs.chain,
    Component: lazy(() => import('./chain/chain-section')),
  },
  menus: {
    label: (t) => t.studioEditors.tabs.menus,
    Component: lazy(() => import('./menus/menus-section')),
  },
  messages: {
    label: (t) => t.studioEditors.tabs.messages,
    Component: lazy(() => import('./messages/messages-section')),
  },
  'ui-constants': {
    label: (t) => t.studioEditors.tabs.uiConstants,
    Component: lazy(() => import('./ui-constants/ui-constants-section')),
  },
};

// In the order of EDITORS (the catalogue first, as staff work), one per registry section.
const order = Object.keys(EDITORS);
const fileSections = (CONFIG_REGISTRY as readonly ConfigFileEntry[])
  .filter((e): e is ConfigFileEntry & { section: SectionId } => !!e.section)
  .sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));

/**
 * The studio's sections, shown as tabs of /studio (`?section=<id>`) in this order: one per
 * config file the registry gives a section, then the preview, publishing, the history, review
 * requests, the schedule queue, rollouts to a segment and brokers' objections (issue 27 #4).
 */
export const studioSections: readonly StudioSection[] = [
  ...fileSections.map((e) => ({ id: e.section, ...EDITORS[e.section] })),
  {
    id: 'preview',
    label: (t) => t.studioEditors.tabs.preview,
    Component: lazy(() => import('./preview/preview-section')),
  },
  {
    id: 'publish',
    label: (t) => t.studio.sections.publish,
    Component: lazy(() => import('./publish/publish-section')),
  },
  {
    id: 'history',
    label: (t) => t.studio.sections.history,
    Component: lazy(() => import('./history/history-section')),
  },
  {
    id: 'approvals',
    label: (t) => t.studioReview.tabs.approvals,
    Component: lazy(() => import('./approvals/approvals-section')),
  },
  {
    id: 'schedules',
    label: (t) => t.studioReview.tabs.schedules,
    Component: lazy(() => import('./schedules/schedules-section')),
  },
  {
    id: 'rollouts',
    label: (t) => t.studioReview.tabs.rollouts,
    Component: lazy(() => import('./rollouts/rollouts-section')),
  },
  {
    id: 'objections',
    label: (t) => t.studioReview.tabs.objections,
    Component: lazy(() => import('./objections/objections-section')),
  },
];

/** The section that edits each file, so the problem list can open the tab of the field a problem names. */
export const sectionOfFile: Readonly<Record<string, string>> = Object.fromEntries(
  fileSections.map((e) => [e.name, e.section]),
);
