// One codegen run for the dev server (codegen/lib/dev-plugin.ts). 'all' is `npm run codegen`;
// 'key-usage' reruns only what depends on src/ and server/: the scan of which config keys the
// code reads, the config check that refuses an unused or missing key, and
// src/generated/config/key-usage.ts. Every other generated file depends on spec/ and codegen/
// alone, so an edit of a screen or a handler needs nothing more.
import { ConfigError } from '../config/problems.ts';
import { generate } from './cli.ts';
import { SpecError } from './lib/report.ts';
import { writeGenerated } from './lib/write-generated.ts';
import { loadConfigsWithUsage } from './steps/config-modules.ts';
import { keyUsageModule } from './steps/key-usage.ts';

export type CodegenScope = 'all' | 'key-usage';

export type RegenerateResult = { ok: true; updated: string[] } | { ok: false; problems: string };

export async function regenerate(root: string, scope: CodegenScope): Promise<RegenerateResult> {
  try {
    if (scope === 'all')
      return { ok: true, updated: await writeGenerated(root, await generate(root), false) };
    const { usage } = loadConfigsWithUsage(root);
    return {
      ok: true,
      updated: await writeGenerated(root, [keyUsageModule(usage)], false, { prune: false }),
    };
  } catch (e) {
    if (e instanceof SpecError || e instanceof ConfigError)
      return { ok: false, problems: e.message };
    throw e;
  }
}
