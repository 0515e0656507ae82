import type { ChainConfig, ContactMethodDialog } from '../model/types';
import { usePopupChain } from '../model/use-popup-chain';
import { getStepDescriptor } from './step-registry';

export interface PopupChainHostProps {
  /** One named chain of spec/config/popup-chain.json (the app picks it by the current path). */
  chain: ChainConfig;
  contactMethodDialog: ContactMethodDialog;
}

/**
 * Runs one popup chain (seed 000 §4.3; the /form entry gate, A-46): mounts only the one active
 * popup, chosen by the same engine and condition evaluator for every chain.
 */
export function PopupChainHost({ chain: config, contactMethodDialog }: PopupChainHostProps) {
  const chain = usePopupChain(config, getStepDescriptor);
  // A finished chain leaves a hidden marker, so browser tests can wait for "no more popups"
  // instead of sleeping.
  if (chain.status === 'finished')
    return <span hidden data-popup-chain="finished" data-chain-id={config.id} />;
  if (chain.status !== 'show') return null;
  const { Popup } = chain;
  return (
    <Popup
      key={`${chain.entry}:${chain.step.id}`}
      step={chain.step}
      data={chain.data}
      onDone={chain.complete}
      contactMethodDialog={contactMethodDialog}
    />
  );
}
