// The build's route table starts from the lazy imports of src/app/screens.ts, read from its
// syntax tree: every screen routes.json names must be found there, with the module it loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../server/lib/spec.ts';
import { screenImports } from './route-chunks.ts';

const screensFile = path.join(ROOT, 'src/app/screens.ts');

describe('the screens of the route table', () => {
  const found = screenImports(readFileSync(screensFile, 'utf8'), screensFile);

  it('finds the module every route of routes.json loads', () => {
    const routes = JSON.parse(readFileSync(path.join(ROOT, 'spec/config/routes.json'), 'utf8'))
      .routes as { screen: string; devOnly?: boolean }[];
    for (const r of routes.filter((x) => !x.devOnly))
      expect(found.get(r.screen)?.length, r.screen).toBeGreaterThan(0);
    expect(found.get('gongsil-list')).toEqual(['@/features/gongsil/screens/gongsil-list-screen']);
    expect(found.get('dashboard')).toEqual(['./routes/dashboard-route']);
  });

  it('follows a loader through wrappers, but not into what it loads behind a guard', () => {
    expect(found.get('product-purchase')).toEqual(['@/features/cart/screens/purchase-screen']);
    // The studio's own chunk loads only for staff, after the guard: a broker never fetches it.
    expect(found.get('studio')).toEqual(['./guards/staff-only-guard']);
  });

  it('reads only the screens object', () => {
    const other = screenImports(
      `const x = { a: lazy(() => import('./a')) };\nexport const screens = { b: lazy(() => import('./b')) };`,
    );
    expect([...other]).toEqual([['b', ['./b']]]);
  });
});
