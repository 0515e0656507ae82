// The named popup chains of popup-chain.json (`{chains: [{id, path, steps}]}`) and the edits the
// chain editor makes. Steps are keyed by their id (unique across chains), never by position.

import type { PopupChainConfigDraft } from '@/generated/config/popup-chain';

// The shapes are the schema's (spec/config/popup-chain.schema.json, generated writable types).
export type ChainFile = PopupChainConfigDraft;
export type Chain = ChainFile['chains'][number];
export type ChainStep = Chain['steps'][number];

/** The chains of a draft file; an empty list when the file is not in the named shape. */
export function chainsOf(file: ChainFile | undefined): Chain[] {
  return Array.isArray(file?.chains) ? file.chains : [];
}

/** The file with one chain's steps in a new order (the ids of all its steps, first to last). */
export function reorderSteps(
  file: ChainFile,
  chainId: string,
  order: readonly string[],
): ChainFile {
  return {
    ...file,
    chains: file.chains.map((c) => {
      if (c.id !== chainId) return c;
      const byId = new Map(c.steps.map((s) => [s.id, s]));
      return { ...c, steps: order.map((id) => byId.get(id)!).filter(Boolean) };
    }),
  };
}

/** The file with one step changed; `when: ''` removes the condition (the step always runs). */
export function updateStep(
  file: ChainFile,
  stepId: string,
  patch: Partial<Omit<ChainStep, 'id' | 'type'>>,
): ChainFile {
  return {
    ...file,
    chains: file.chains.map((c) => ({
      ...c,
      steps: c.steps.map((s) => {
        if (s.id !== stepId) return s;
        const next = { ...s, ...patch };
        if (next.when === '') delete next.when;
        return next;
      }),
    })),
  };
}

/** Where a step sits in the draft, for the checker's pointers (`/chains/0/steps/2/when`). */
export function stepPointer(file: ChainFile, stepId: string, field?: string): string {
  for (const [ci, c] of file.chains.entries()) {
    const si = c.steps.findIndex((s) => s.id === stepId);
    if (si >= 0) return `/chains/${ci}/steps/${si}${field ? `/${field}` : ''}`;
  }
  return '';
}
