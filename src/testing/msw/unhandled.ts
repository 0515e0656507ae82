/**
 * The API calls no MSW handler answered during the current test. MSW's own `'error'` mode only
 * prints the call and fails the request: the screen then shows its error state and a test that
 * does not look at it passes anyway, so a missing handler went unseen. The test setup records
 * every such call here and fails the test that made it (src/testing/setup-tests.ts).
 */
const calls: string[] = [];

/** Records one call no handler answered. */
export function recordUnhandled(request: Request): void {
  const url = new URL(request.url);
  calls.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Throws, naming them, when the test made calls no handler answered; forgets them either way. */
export function failOnUnhandled(): void {
  const made = calls.splice(0);
  if (made.length === 0) return;
  throw new Error(
    `No MSW handler answered ${[...new Set(made)].join(', ')}: answer it in the test (server.use) or keep the screen from calling it.`,
  );
}
