// Chromium on this machine sometimes loses a trace's navigation start: Lighthouse then reports
// the runtime error NO_NAVSTART and no timings for that page (about one page per run, see
// docs/perf/journey.md). The page itself is fine, so the bench runs it once more.

interface Audited {
  runtimeError?: { code: string; message?: string } | undefined;
}

/** Runs `audit` and, when it reports NO_NAVSTART, once more; says so through `say`. */
export async function auditWithRetry<T extends Audited>(
  page: string,
  audit: () => Promise<T>,
  say: (line: string) => void,
): Promise<{ result: T; retried: boolean }> {
  const first = await audit();
  if (first.runtimeError?.code !== 'NO_NAVSTART') return { result: first, retried: false };
  say(`${page}: NO_NAVSTART, running the page again (once)`);
  return { result: await audit(), retried: true };
}
