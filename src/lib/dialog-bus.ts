import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * Opens app-wide dialogs by id without the opener importing the dialog's feature: the header's
 * report menu, the registration-restriction popup's "check penalty" button and others call
 * `openGlobalDialog`; the app shell mounts the registered dialog (src/app/global-dialogs.tsx).
 */
export interface GlobalDialogPayloads {
  'report-history': { tab: 'PROCESSING_DETAILS' | 'PENALTY' };
  'restriction-info': Record<string, never>;
  'contact-settings': { hideCancel?: boolean };
}
export type GlobalDialogId = keyof GlobalDialogPayloads;
export type OpenDialog = {
  [K in GlobalDialogId]: { id: K; payload: GlobalDialogPayloads[K] };
}[GlobalDialogId];

/** The open dialogs, the last opened on top. */
const dialogs = createStore(() => ({ stack: [] as OpenDialog[] }));

export function openGlobalDialog<K extends GlobalDialogId>(
  id: K,
  payload: GlobalDialogPayloads[K],
): void {
  dialogs.setState(({ stack }) => ({
    stack: [...stack.filter((d) => d.id !== id), { id, payload } as OpenDialog],
  }));
}

export function closeGlobalDialog(id: GlobalDialogId): void {
  dialogs.setState(({ stack }) => ({ stack: stack.filter((d) => d.id !== id) }));
}

/** Closes every dialog (tests: each starts with none open, src/testing/setup-tests.ts). */
export function closeAllGlobalDialogs(): void {
  dialogs.setState({ stack: [] });
}

export function useGlobalDialogs(): OpenDialog[] {
  return useStore(dialogs, (s) => s.stack);
}
