import type { ReactNode } from 'react';
import type { routesConfig } from '@/generated/config/routes';
import { GuestOnlyGuard } from './guest-only-guard';
import { LoginRequiredGuard } from './login-required-guard';
import { SessionReady } from './session-ready';

type Access = (typeof routesConfig.routes)[number]['access'];

/** The guard a route's `access` in routes.json names: guests only, signed in, or anyone. */
export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'guest') return <GuestOnlyGuard>{children}</GuestOnlyGuard>;
  if (access === 'auth') return <LoginRequiredGuard>{children}</LoginRequiredGuard>;
  return <SessionReady>{children}</SessionReady>;
}
