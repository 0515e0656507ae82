/** The preview frame's TanStack Query keys (docs/architecture.md "API calls"). */
export const previewKeys = {
  /** What a popup step loads in the preview, once per step shown (kept no longer: gcTime 0). */
  step: (stepId: string) => ['preview', 'step', stepId] as const,
};
