import { Suspense, type ComponentType } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { GuardNotice } from './guard-notice';

/**
 * The studio is for product staff. The check runs before the screen's chunk is requested, so a
 * broker who opens /studio by address reads a Korean notice (like the master-only screens) and
 * never downloads the studio code; the server answers 403 to every studio call anyway.
 */
export function staffOnly(Screen: ComponentType): ComponentType {
  function StaffOnlyScreen() {
    const routeErrorText = useConfig(messages.routeError);

    const isStaff = useSession((s) => s.isStaff);
    if (isStaff)
      return (
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      );
    return <GuardNotice text={routeErrorText.staffOnly} />;
  }
  return StaffOnlyScreen;
}
