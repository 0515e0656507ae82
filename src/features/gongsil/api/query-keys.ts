import type { GongsilQuery } from '../model/gongsil-query';

/** The gongsil feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const gongsilKeys = {
  /** The tab counts and every list page. */
  all: ['gongsil'] as const,
  count: () => ['gongsil', 'count'] as const,
  list: (q: GongsilQuery) => ['gongsil', 'list', q] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    pick: ['gongsil', 'write', 'pick'] as const,
    release: ['gongsil', 'write', 'release'] as const,
  },
};
