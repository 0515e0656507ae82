import { useCallback } from 'react';
import { isApiError } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import {
  postAgentToolAccessibleSession,
  usePostAgentToolAccessibleSessionMutation,
} from '../api/post-agent-tool-accessible-session';
import {
  postAgentToolCheckSignup,
  usePostAgentToolCheckSignupMutation,
} from '../api/post-agent-tool-check-signup';
import { postAgentToolSignup, usePostAgentToolSignupMutation } from '../api/post-agent-tool-signup';
import { toolUrlWithToken } from '../lib/tool-url';

/** The three work-tool calls (the components pass their mutations' mutateAsync). */
export interface ToolCalls {
  checkSignup: () => Promise<unknown>;
  signup: () => Promise<unknown>;
  accessibleSession: () => Promise<unknown>;
}

const directCalls: ToolCalls = {
  checkSignup: postAgentToolCheckSignup,
  signup: postAgentToolSignup,
  accessibleSession: postAgentToolAccessibleSession,
};

/** check-signup → signup when falsy → accessible-session; returns the token. */
export async function fetchToolToken(calls: ToolCalls = directCalls): Promise<string> {
  const signedUp = await calls.checkSignup();
  if (!signedUp) await calls.signup();
  const session = await calls.accessibleSession();
  const token = (session as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') throw new Error('empty token');
  return token;
}

/**
 * Opens a work-tool page in a new tab with the access token. The blank tab is opened
 * synchronously in the click (popup blockers), then navigated, or closed on failure with the
 * server msg or the token-failure toast.
 */
export async function openWorkTool(path: string, calls: ToolCalls = directCalls): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = toolUrlWithToken(path, await fetchToolToken(calls));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (e) {
    tab?.close();
    toast.error((isApiError(e) && e.serverMsg) || readConfig(messages.errors).tokenFailed);
  }
}

export function useOpenWorkTool(): (path: string) => void {
  const checkSignup = usePostAgentToolCheckSignupMutation().mutateAsync;
  const signup = usePostAgentToolSignupMutation().mutateAsync;
  const accessibleSession = usePostAgentToolAccessibleSessionMutation().mutateAsync;
  return useCallback(
    (path: string) =>
      void openWorkTool(path, {
        checkSignup: () => checkSignup(),
        signup: () => signup(),
        accessibleSession: () => accessibleSession(),
      }),
    [checkSignup, signup, accessibleSession],
  );
}
