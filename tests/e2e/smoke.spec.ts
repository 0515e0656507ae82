import { test, expect, shot, loginAs } from './support/fixtures';

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
  const screenChunk = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    .map((m) => m[1]!)
    .filter((f) => /\/gongsil-list-screen-[\w-]+\.js$/.test(f));
  expect(screenChunk).toHaveLength(1);
  // Who asked for the screen's chunk first: the HTML parser (the page's link) or a script (the
  // entry's dynamic import, a round trip later), as Chromium's network log says.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.endsWith(screenChunk[0]!)) initiators.push(e.initiator.type);
  });
  await page.goto('/gongsil/list');
  await expect(page.locator('tr[data-rooms-seq]').first()).toBeVisible({ timeout: 20_000 });
  expect(initiators[0]).toBe('parser');
});
