// Checked with the SPA's options (tsconfig.app.json): the DOM and Vite's import.meta.env, no
// Node. Each error expected below fails `npm run typecheck` once the global it names becomes
// visible here.
export const browserGlobals = [typeof window, typeof document, import.meta.env.DEV];
// @ts-expect-error: Node's globals are the server's
export const process_ = typeof process;
// @ts-expect-error: Node's globals are the server's
export const buffer_ = typeof Buffer;
