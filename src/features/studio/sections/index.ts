import { lazy } from 'react';
import { messages } from '@/generated/config/messages-studio';
import type { StudioSection } from '../model/studio-section';

/**
 * The studio's sections, shown as tabs of /studio (`?section=<id>`) in this order. Each is its
 * own lazy chunk, loaded when its tab opens. Add a section with one line here.
 */
export const studioSections: readonly StudioSection[] = [
  {
    id: 'catalogue',
    label: label.catalogue,
    Component: lazy(() => import('./catalogue/catalogue-section')),
  },
  { id: 'chain', label: editors.chain, Component: lazy(() => import('./chain/chain-section')) },
  { id: 'menus', label: editors.menus, Component: lazy(() => import('./menus/menus-section')) },
  {
    id: 'messages',
    label: editors.messages,
    Component: lazy(() => import('./messages/messages-section')),
  },
  {
    id: 'ui-constants',
    label: editors.uiConstants,
    Component: lazy(() => import('./ui-constants/ui-constants-section')),
  },
  {
    id: 'preview',
    label: editors.preview,
    Component: lazy(() => import('./preview/preview-section')),
  },
  {
    id: 'publish',
    label: label.publish,
    Component: lazy(() => import('./publish/publish-section')),
  },
];

/**
 * The section that edits each file, so the problem list can open the tab of the field a problem
 * names. A file whose section is not registered opens no tab.
 */
export const sectionOfFile: Readonly<Record<string, string>> = {
  products: 'catalogue',
  'popup-chain': 'chain',
  menus: 'menus',
  'messages.ko': 'messages',
  ui: 'ui-constants',
};
