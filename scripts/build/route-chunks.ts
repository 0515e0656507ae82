// Which scripts each route's screen needs, written beside the build as route-chunks.json, so the
// server can name them in the page (`<link rel="modulepreload">`, server/plugins/route-preload.ts)
// and the browser fetches the screen's chunk with the entry script instead of after it has run
// (issue 29 item 2). The screens are the lazy imports of src/app/screens.ts, read from its syntax
// tree; routes.json is developer wiring compiled into the build (staff cannot change it at run
// time), so the build's table is the running one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../server/plugins/route-preload.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Each screen id of `screens` in screens.ts and the specifiers its lazy loader imports. */
export function screenImports(source: string, file = 'screens.ts'): Map<string, string[]> {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found = new Map<string, string[]>();
  // The imports the screen's loader makes itself (inside one function: `() => import(…)`). An
  // import nested deeper loads behind something the loader decides first (the studio's screen
  // behind its staff-only guard) and is not the screen of every visitor of the route.
  const specifiersIn = (node: ts.Node): string[] => {
    const out: string[] = [];
    const visit = (n: ts.Node, depth: number) => {
      if (
        depth === 1 &&
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      )
        out.push(n.arguments[0].text);
      const inner = ts.isFunctionLike(n) ? depth + 1 : depth;
      ts.forEachChild(n, (c) => visit(c, inner));
    };
    visit(node, 0);
    return out;
  };
  const visit = (n: ts.Node) => {
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.name.text === 'screens' &&
      n.initializer &&
      ts.isObjectLiteralExpression(n.initializer)
    ) {
      for (const p of n.initializer.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        const id = ts.isStringLiteral(p.name) || ts.isIdentifier(p.name) ? p.name.text : null;
        if (id) found.set(id, specifiersIn(p.initializer));
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** A chunk's file and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const walk = (c: OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const f of c.imports) {
      const next = bundle[f];
      if (next?.type === 'chunk') walk(next);
    }
  };
  walk(start);
  return seen;
}

export function routeChunks(root: string): Plugin {
  const screensFile = path.join(root, 'src/app/screens.ts');
  const routesFile = path.join(root, 'spec/config/routes.json');
  return {
    name: 'route-chunks',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('route-chunks: the build has no entry chunk');
      // index.html already loads the entry and preloads its static imports.
      const onEveryPage = staticClosure(bundle, entry);
      const byModule = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]),
      );
      const imports = screenImports(readFileSync(screensFile, 'utf8'), screensFile);
      const filesOf = new Map<string, string[]>();
      for (const [id, specifiers] of imports) {
        const files = new Set<string>();
        for (const s of specifiers) {
          const resolved = await this.resolve(s, screensFile);
          const chunk = resolved && byModule.get(resolved.id);
          if (!chunk) return this.error(`route-chunks: no chunk for ${s} (screen '${id}')`);
          for (const f of staticClosure(bundle, chunk)) if (!onEveryPage.has(f)) files.add(f);
        }
        filesOf.set(id, [...files].sort());
      }
      const routes = (
        JSON.parse(readFileSync(routesFile, 'utf8')) as {
          routes: { path: string; screen: string; access: string; devOnly?: boolean }[];
        }
      ).routes.filter((r) => !r.devOnly);
      const table: RouteChunks[] = routes.map((r) => {
        const files = filesOf.get(r.screen);
        if (!files) this.error(`route-chunks: screens.ts has no screen '${r.screen}'`);
        return { path: r.path, access: r.access, files: files! };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(table, null, 1)}\n`,
      });
    },
  };
}
