import type { ComponentType } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { GuardNotice } from './guard-notice';

/**
 * Office-wide screens (purchase, products in use, payment history) are the master account's: the
 * server answers 403 to anyone else, so a sub-user who opens one by address reads a Korean notice
 * instead of a failing screen. The menu hides them as well.
 */
export function masterOnly(Screen: ComponentType): ComponentType {
  function MasterOnlyScreen() {
    const routeErrorText = useConfig(messages.routeError);

    const isMaster = useSession((s) => s.isMaster);
    if (isMaster) return <Screen />;
    return <GuardNotice text={routeErrorText.productMasterOnly} />;
  }
  return MasterOnlyScreen;
}
