import type { ReactNode } from 'react';
import type { routesConfig } from '@/generated/config/routes';
import { GuestOnlyGuard } from './guest-only-guard';
import { LoginRequiredGuard } from './login-required-guard';
import { MobileSignInGuard } from './mobile-sign-in-guard';
import { SessionReady } from './session-ready';

type Access = (typeof routesConfig.routes)[number]['access'];

/** The guard a route's `access` in routes.json names: guests only, signed in, signed in on the
 * mobile variant (a guest is told in place), or anyone. */
export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'guest') return <GuestOnlyGuard>{children}</GuestOnlyGuard>;
  if (access === 'auth') return <LoginRequiredGuard>{children}</LoginRequiredGuard>;
  if (access === 'mobile')
    return (
      <SessionReady>
        <MobileSignInGuard>{children}</MobileSignInGuard>
      </SessionReady>
    );
  return <SessionReady>{children}</SessionReady>;
}
