import { createElement } from 'react';
import { popupChainConfig } from '@/generated/config/popup-chain';
import type { ChainConfig, ContactMethodDialog } from '../model/types';
import { usePopupChain } from '../model/use-popup-chain';
import { getStepComponent } from './step-registry';

export interface PopupChainHostProps {
  contactMethodDialog: ContactMethodDialog;
  /** The chain to run; the built app uses spec/config/popup-chain.json (tests inject others). */
  config?: ChainConfig;
}

/** The start-up popup chain (seed 000 §4.3): mounts only the one active popup. */
export function PopupChainHost({
  contactMethodDialog,
  config = popupChainConfig,
}: PopupChainHostProps) {
  const chain = usePopupChain(config);
  // A finished chain leaves a hidden marker, so browser tests can wait for "no more popups"
  // instead of sleeping.
  if (chain.status === 'finished') return <span hidden data-popup-chain="finished" />;
  if (chain.status !== 'show') return null;
  // Registry components are module-level constants, so the element type is stable across renders.
  return createElement(getStepComponent(chain.step.type), {
    key: `${chain.entry}:${chain.step.id}`,
    step: chain.step,
    data: chain.data,
    onDone: chain.complete,
    contactMethodDialog,
  });
}
