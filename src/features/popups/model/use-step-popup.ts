import { useEffect, useEffectEvent, useReducer, type ComponentType } from 'react';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import type { PopupLoader, StepProps } from './types';

// Popups already fetched, by loader: a step shown again (another entry to the chain path) opens
// at once instead of waiting a render for its import to settle again.
const fetched = new Map<PopupLoader, ComponentType<StepProps>>();

/**
 * The popup of the step the chain is about to show: undefined until its chunk has arrived (the
 * chain keeps waiting meanwhile, so nothing half-drawn appears), then the component. A chunk that
 * cannot be fetched toasts the network message and calls `onFailed` once.
 */
export function useStepPopup(
  loader: PopupLoader | undefined,
  onFailed: () => void,
): ComponentType<StepProps> | undefined {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const failed = useEffectEvent(onFailed);
  const popup = loader ? fetched.get(loader) : undefined;
  useEffect(() => {
    if (!loader || fetched.has(loader)) return;
    let current = true;
    loader().then(
      (component) => {
        fetched.set(loader, component);
        if (current) arrived();
      },
      () => {
        if (!current) return;
        toast.error(readConfig(messages.errors).network);
        failed();
      },
    );
    return () => {
      current = false;
    };
  }, [loader]);
  return popup;
}
