interface RouteLike {
  path: string;
  params?: Record<string, readonly string[]>;
}

/**
 * Whether a concrete path (a menu link) reaches a route the way react-router matches it: literal
 * segments equal, `:name` takes one segment (one of the listed values when routes.json lists
 * them), a trailing `*` takes the rest. Query and hash are ignored.
 */
export function pathMatchesRoute(path: string, route: RouteLike): boolean {
  const want = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const pattern = route.path.split('/').filter(Boolean);
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    if (seg === '*' && i === pattern.length - 1) return true;
    const got = want[i];
    if (got === undefined) return false;
    if (seg.startsWith(':')) {
      const allowed = route.params?.[seg.slice(1)];
      if (allowed && !allowed.includes(got)) return false;
    } else if (seg !== got) return false;
  }
  return want.length === pattern.length;
}
