import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Client UI state the seeds keep globally: the floating report button's open state. */
const uiState = createStore(() => ({ isFloatingButtonOpen: false }));

export function setFloatingButtonOpen(open: boolean): void {
  uiState.setState({ isFloatingButtonOpen: open });
}

export function useFloatingButtonOpen(): boolean {
  return useStore(uiState, (s) => s.isFloatingButtonOpen);
}
