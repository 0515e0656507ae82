import { useSyncExternalStore } from 'react';

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

let stack: OpenDialog[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openGlobalDialog<K extends GlobalDialogId>(
  id: K,
  payload: GlobalDialogPayloads[K],
): void {
  stack = [...stack.filter((d) => d.id !== id), { id, payload } as OpenDialog];
  emit();
}

export function closeGlobalDialog(id: GlobalDialogId): void {
  stack = stack.filter((d) => d.id !== id);
  emit();
}

export function useGlobalDialogs(): OpenDialog[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => stack,
    () => stack,
  );
}
