/** The header feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const headerKeys = {
  /** The rolling counter's figures, read once per signed-in user. */
  rollingCount: (userKey: string | number) => ['header', 'rolling-count', userKey] as const,
  /** The notification centre's list (and unread count) and the user's text-message choice. */
  notifications: ['header', 'notifications'] as const,
  notificationSettings: ['header', 'notification-settings'] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    toolSignup: ['header', 'write', 'agent-tool-signup'] as const,
    toolCheckSignup: ['header', 'write', 'agent-tool-check-signup'] as const,
    toolSession: ['header', 'write', 'agent-tool-session'] as const,
    notificationRead: ['header', 'write', 'notification-read'] as const,
    notificationsReadAll: ['header', 'write', 'notifications-read-all'] as const,
    notificationSettings: ['header', 'write', 'notification-settings'] as const,
  },
};
