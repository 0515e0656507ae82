/**
 * Whether every checked param has a value routes.json lists for it (`/inquiry/:tab` → talk, sms);
 * an absent param passes. Decided here for the browser's guard (ParamGuard) and the server's
 * render plan (src/ssr/render-plan.ts) alike.
 */
export function listedParams(
  allowed: Readonly<Record<string, readonly string[]>>,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(allowed).every(
    ([name, values]) => params[name] === undefined || values.includes(params[name] ?? ''),
  );
}
