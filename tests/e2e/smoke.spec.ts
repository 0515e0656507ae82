import { test, expect, shot, loginAs, holdScripts } from './support/fixtures';

test('the portal serves the Korean SPA and its API', async ({ page, request }, testInfo) => {
  const check = await request.get('/api/v2/user/login/check');
  expect(check.status()).toBe(200);
  expect(await check.json()).toEqual({ result: false });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await shot(page, testInfo, 'landing');
});

test("a signed-in page names its screen's scripts, and the browser takes them from the page", async ({
  page,
}) => {
  await loginAs(page, 'master@demo.kr', null);
  const html = await (await page.request.get('/gongsil/list')).text();
  // A rendered page names its scripts for the loader that starts them after the first paint
  // (server/plugins/late-scripts.ts).
  const named = JSON.parse(
    /<script type="application\/json" id="late-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as { entry?: string; preload?: string[] };
  const screenChunk = (named.preload ?? []).filter((f) =>
    /\/gongsil-list-screen-[\w-]+\.js$/.test(f),
  );
  expect(screenChunk).toHaveLength(1);
  // The page asks for the screen's chunk itself: with the entry script held back (it would
  // import the chunk a round trip later), the chunk is still requested.
  const entry = named.entry!;
  const release = await holdScripts(page, `**${entry}`);
  const chunkAsked = page.waitForRequest((r) => r.url().endsWith(screenChunk[0]!));
  await page.goto('/gongsil/list', { waitUntil: 'commit' });
  await chunkAsked;
  release();
  await expect(page.locator('tr[data-rooms-seq]').first()).toBeVisible({ timeout: 20_000 });
});
