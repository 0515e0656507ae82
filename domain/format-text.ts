/** Fills `{name}` parameters of a Korean text from messages.ko.json (SPA and server alike). */
export function fmt(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) =>
    k in params ? String(params[k]) : whole,
  );
}
