import { useQueries } from '@tanstack/react-query';
import { useCallback, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/session';
import { popupKeys } from '../api/query-keys';
import { chainActive, enabledSteps, selectStep, type ChainPosition } from './chain-engine';
import type {
  ChainConfig,
  ResolvedStep,
  StepConfig,
  StepDataMap,
  StepProps,
  StepType,
} from './types';
import { useStepPopup } from './use-step-popup';

interface NavState {
  pathname: string;
  /** Counts entries to the chain path; part of the query keys so each entry loads afresh. */
  entry: number;
  done: ReadonlySet<string>;
  active: string | null;
}

const fresh = (pathname: string, entry: number): NavState => ({
  pathname,
  entry,
  done: new Set(),
  active: null,
});

export type PopupChainState =
  | { status: 'idle' | 'waiting' | 'finished' }
  | {
      status: 'show';
      step: StepConfig;
      /** The step's popup, fetched before the state says show. */
      Popup: ComponentType<StepProps>;
      data: StepDataMap[StepType];
      /** Changes on every entry to the path, so step components remount with fresh state. */
      entry: number;
      complete: () => void;
    };

/**
 * Drives one named popup chain: loads the steps' data on each entry to the chain's path, keeps the
 * done flags (reset when the pathname changes, A-69) and returns the one step to show once its
 * popup's code has arrived. `describe` gives each step type's descriptor (popup, load, readiness).
 */
export function usePopupChain(
  config: ChainConfig,
  describe: (type: StepType) => ResolvedStep,
): PopupChainState {
  const { pathname } = useLocation();
  const session = useSession();
  const onPath = (p: string) => p === config.path;
  const [nav, setNav] = useState<NavState>(() => fresh(pathname, onPath(pathname) ? 1 : 0));
  if (nav.pathname !== pathname) {
    // A path change resets every done flag; entering the chain path starts a new round of loads.
    setNav(fresh(pathname, nav.entry + (onPath(pathname) ? 1 : 0)));
  }

  const running = chainActive(config, pathname, session);
  const loadSteps = enabledSteps(config).flatMap((step) => {
    const { load } = describe(step.type);
    return load ? [{ step, load }] : [];
  });
  const results = useQueries({
    queries: loadSteps.map(({ step, load }) => ({
      queryKey: popupKeys.step(step.type, step.id, nav.entry),
      queryFn: ({ signal }: { signal: AbortSignal }) => load(step, signal),
      enabled: running,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    })),
  });
  // undefined while a load runs; null when it failed or the step loads nothing.
  const loadedFor = (step: StepConfig): unknown => {
    const i = loadSteps.findIndex((s) => s.step.id === step.id);
    return i < 0 ? null : results[i]?.data;
  };

  const position: ChainPosition | null = running
    ? selectStep(config, {
        session,
        done: nav.done,
        active: nav.active,
        readiness: (step) => describe(step.type).readiness(step, loadedFor(step)),
      })
    : null;

  const complete = useCallback((id: string) => {
    setNav((n) => ({ ...n, done: new Set(n.done).add(id), active: null }));
  }, []);

  // The chain waits for the chosen step's chunk, so the popup opens whole. A chunk that cannot be
  // fetched counts as done, like a failed data load: the chain goes on to the next step.
  const chosen = position?.status === 'show' ? position.step : null;
  const Popup = useStepPopup(chosen ? describe(chosen.type).popup : undefined, () => {
    if (chosen) complete(chosen.id);
  });

  const shownId = chosen && Popup ? chosen.id : null;
  if (shownId && nav.active !== shownId && !nav.done.has(shownId)) {
    // Latch the popup on screen: it stays until closed even if its condition changes meanwhile.
    setNav({ ...nav, active: shownId });
  }

  if (!position) return { status: 'idle' };
  if (position.status !== 'show') return { status: position.status };
  if (!Popup) return { status: 'waiting' };
  const step = position.step;
  return {
    status: 'show',
    step,
    Popup,
    data: (loadedFor(step) ?? null) as StepDataMap[StepType],
    entry: nav.entry,
    complete: () => complete(step.id),
  };
}
