import type { GongsilTab } from '../model/gongsil-query';

/** DOM ids that tie each tab to the one list panel (aria-controls, aria-labelledby). */
export const tabId = (tab: GongsilTab) => `gongsil-tab-${tab}`;
export const TAB_PANEL_ID = 'gongsil-tab-panel';
