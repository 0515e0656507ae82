// Reloading edited modules in a Vite module runner (the dev server's codegen, codegen/lib/dev-plugin.ts,
// and its API, server/dev.ts) without loading everything again.
import type { ModuleRunner } from 'vite/module-runner';

type ModuleNode = NonNullable<ReturnType<ModuleRunner['evaluatedModules']['getModuleById']>>;

/**
 * Drops the modules of `files` (absolute paths) and every module that imports them, so the next
 * import evaluates them from disk again while the rest stays loaded. False when one of the files
 * is no module the runner has loaded: a file read another way (a YAML or SQL file), whose
 * readers only a clean start reaches for sure.
 */
export function invalidateFiles(runner: ModuleRunner, files: Iterable<string>): boolean {
  const modules = runner.evaluatedModules;
  const seen = new Set<ModuleNode>();
  const drop = (node: ModuleNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    modules.invalidateModule(node);
    for (const id of node.importers) {
      const importer = modules.getModuleById(id);
      if (importer) drop(importer);
    }
  };
  let all = true;
  for (const file of files) {
    const nodes = modules.getModulesByFile(file);
    if (!nodes?.size) all = false;
    for (const node of nodes ?? []) drop(node);
  }
  return all;
}
