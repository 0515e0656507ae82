// Checked with the shared code's options (tsconfig.shared.json): what both runtimes define and
// neither one's own. Each error expected below fails `npm run typecheck` once the global it
// names becomes visible here.
export const bothRuntimes = [typeof structuredClone, typeof URLSearchParams];
// @ts-expect-error: the DOM is the SPA's
export const window_ = typeof window;
// @ts-expect-error: Node's globals are the server's
export const process_ = typeof process;
