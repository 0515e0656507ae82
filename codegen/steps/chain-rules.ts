import { pathMatchesRoute } from '../check/route-match.ts';
import type { SpecProblem } from '../lib/report.ts';

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
export function chainProblems(c: Chains, r: Routes): SpecProblem[] {
  const file = 'spec/config/popup-chain.json';
  const out: SpecProblem[] = [];
  const chainIds = new Set<string>();
  const paths = new Set<string>();
  const stepIds = new Set<string>();
  c.chains.forEach((chain, ci) => {
    const at = `/chains/${ci}`;
    if (chainIds.has(chain.id))
      out.push({ file, pointer: `${at}/id`, reason: `duplicate chain id '${chain.id}'` });
    chainIds.add(chain.id);
    if (!r.routes.some((route) => pathMatchesRoute(chain.path, route)))
      out.push({
        file,
        pointer: `${at}/path`,
        reason: `'${chain.path}' matches no route in routes.json`,
      });
    else if (paths.has(chain.path))
      out.push({
        file,
        pointer: `${at}/path`,
        reason: `another chain already runs on '${chain.path}'`,
      });
    paths.add(chain.path);
    chain.steps.forEach((s, i) => {
      const stepAt = `${at}/steps/${i}`;
      if (stepIds.has(s.id))
        out.push({
          file,
          pointer: `${stepAt}/id`,
          reason: `duplicate step id '${s.id}'`,
        });
      stepIds.add(s.id);
      const perSeq = s.type === 'text-notice' || s.type === 'image-notice';
      if (s.type === 'no-item' && !s.cookie)
        out.push({ file, pointer: stepAt, reason: `${s.type} needs a cookie` });
      if (perSeq && !s.cookie?.name.includes('{seq}'))
        out.push({
          file,
          pointer: `${stepAt}/cookie`,
          reason: `${s.type} needs a cookie name containing {seq}`,
        });
    });
  });
  return out;
}
