import { problem, type ConfigProblem } from '../problems.ts';
import { pathMatchesRoute } from './route-match.ts';

interface Routes {
  routes: { path: string; params?: Record<string, string[]> }[];
}

export interface Chains {
  chains: {
    id: string;
    path: string;
    steps: { id: string; type: string; cookie?: { name: string } }[];
  }[];
}

/**
 * Named popup chains: chain ids and paths are unique, each path is a route, and step ids are
 * unique across every chain (the studio and the done flags key steps by id alone).
 */
export function chainProblems(c: Chains, r: Routes): ConfigProblem[] {
  const file = 'popup-chain';
  const out: ConfigProblem[] = [];
  const chainIds = new Set<string>();
  const paths = new Set<string>();
  const stepIds = new Set<string>();
  c.chains.forEach((chain, ci) => {
    const at = `/chains/${ci}`;
    if (chainIds.has(chain.id))
      out.push(problem(file, `${at}/id`, 'chain.duplicateId', { id: chain.id }));
    chainIds.add(chain.id);
    if (!r.routes.some((route) => pathMatchesRoute(chain.path, route)))
      out.push(problem(file, `${at}/path`, 'menu.noRoute', { path: chain.path }));
    else if (paths.has(chain.path))
      out.push(problem(file, `${at}/path`, 'chain.pathTaken', { path: chain.path }));
    paths.add(chain.path);
    chain.steps.forEach((s, i) => {
      const stepAt = `${at}/steps/${i}`;
      if (stepIds.has(s.id))
        out.push(problem(file, `${stepAt}/id`, 'chain.duplicateStep', { id: s.id }));
      stepIds.add(s.id);
      const perSeq = s.type === 'text-notice' || s.type === 'image-notice';
      if (s.type === 'no-item' && !s.cookie)
        out.push(problem(file, stepAt, 'chain.needsCookie', { type: s.type }));
      if (perSeq && !s.cookie?.name.includes('{seq}'))
        out.push(problem(file, `${stepAt}/cookie`, 'chain.cookieNeedsSeq', { type: s.type }));
    });
  });
  return out;
}
