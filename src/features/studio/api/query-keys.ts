/** The studio feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const studioKeys = {
  draft: () => ['studio', 'draft'] as const,
  version: (version: number) => ['studio', 'version', version] as const,
  /** Every page of the version history. */
  versionLists: () => ['studio', 'versions'] as const,
  versions: (page: number) => ['studio', 'versions', page] as const,
  /** Under the versions' key: a publish or rollback, which refreshes the versions, refreshes it. */
  history: (page: number) => ['studio', 'versions', 'history', page] as const,
  /** What a version changed from `from` (by default its parent); versions never change. */
  versionChanges: (version: number, from?: number) =>
    ['studio', 'version', version, 'changes', from ?? 'parent'] as const,
  accounts: (q: string) => ['studio', 'accounts', q] as const,
  accountSession: (userId: number) => ['studio', 'account-session', userId] as const,
  /** The signed-in staff account and its studio roles. */
  me: () => ['studio', 'me'] as const,
  /** Every page of the review requests, whatever the state shown. */
  approvalLists: () => ['studio', 'approvals'] as const,
  approvals: (state: string, page: number) => ['studio', 'approvals', state, page] as const,
  approval: (id: number) => ['studio', 'approval', id] as const,
  /** Every page of the schedule queue. */
  scheduleLists: () => ['studio', 'schedules'] as const,
  schedules: (page: number) => ['studio', 'schedules', page] as const,
  /** Every page of the rollouts to a segment. */
  rolloutLists: () => ['studio', 'rollouts'] as const,
  rollouts: (page: number) => ['studio', 'rollouts', page] as const,
  /** Under the rollouts' key: a start, promote or rollback refreshes it. */
  rollout: (id: number) => ['studio', 'rollouts', 'one', id] as const,
  /** Brokers' objections, by the state shown ('' for all). */
  objectionLists: () => ['studio', 'objections'] as const,
  objections: (status: string) => ['studio', 'objections', status] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    objectionAnswer: ['studio', 'write', 'objection-answer'] as const,
    publish: ['studio', 'write', 'publish'] as const,
    rollback: ['studio', 'write', 'rollback'] as const,
    import: ['studio', 'write', 'import'] as const,
    submitApproval: ['studio', 'write', 'approval', 'submit'] as const,
    comment: ['studio', 'write', 'approval', 'comment'] as const,
    approve: ['studio', 'write', 'approval', 'approve'] as const,
    sendBack: ['studio', 'write', 'approval', 'send-back'] as const,
    withdraw: ['studio', 'write', 'approval', 'withdraw'] as const,
    publishApproval: ['studio', 'write', 'approval', 'publish'] as const,
    schedule: ['studio', 'write', 'schedule'] as const,
    cancelSchedule: ['studio', 'write', 'schedule', 'cancel'] as const,
    startRollout: ['studio', 'write', 'rollout', 'start'] as const,
    promoteRollout: ['studio', 'write', 'rollout', 'promote'] as const,
    rollBackRollout: ['studio', 'write', 'rollout', 'rollback'] as const,
  },
};
