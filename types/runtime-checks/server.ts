// Checked with the server's options (tsconfig.server.json): Node's globals and no DOM. Each
// error expected below fails `npm run typecheck` once the global it names becomes visible here.
export const nodeGlobals = [typeof process, typeof Buffer];
// @ts-expect-error: the DOM is the SPA's
export const window_ = typeof window;
// @ts-expect-error: the DOM is the SPA's
export const document_ = typeof document;
