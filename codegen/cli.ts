import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../config/problems.ts';
import { SpecError } from './lib/report.ts';
import { writeGenerated, type GeneratedFile } from './lib/write-generated.ts';
import { apiLimits } from './steps/api-limits.ts';
import { apiParamZod } from './steps/api-param-zod.ts';
import { apiTypes } from './steps/api-types.ts';
import { apiZod } from './steps/api-zod.ts';
import { compileConditions } from './steps/compile-conditions.ts';
import { loadConfigsWithUsage, configModules } from './steps/config-modules.ts';
import { keyUsageModule } from './steps/key-usage.ts';
import { routeHrefs } from './steps/route-hrefs.ts';
import { sessionRecord } from './steps/session-record.ts';
import { checkSpecConfigFiles } from './steps/spec-config-files.ts';
import { uiFormValidator } from './steps/ui-form-validator.ts';

export async function generate(root: string): Promise<GeneratedFile[]> {
  const { configs, usage } = loadConfigsWithUsage(root);
  checkSpecConfigFiles(root);
  return [
    await apiTypes(root),
    apiZod(root),
    apiParamZod(root),
    apiLimits(root),
    ...configModules(root, configs),
    sessionRecord(configs),
    routeHrefs(configs),
    keyUsageModule(usage),
    compileConditions(configs),
    uiFormValidator(),
  ];
}

async function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  try {
    const files = await generate(root);
    const stale = await writeGenerated(root, files, check);
    if (check && stale.length) {
      console.error(
        `codegen --check: ${stale.length} generated file(s) are stale; run \`npm run codegen\`:`,
      );
      stale.forEach((s) => console.error(`  ${s}`));
      process.exit(1);
    }
    console.log(
      check
        ? `codegen --check: ${files.length} files up to date`
        : `codegen: ${files.length} files, ${stale.length} updated`,
    );
  } catch (e) {
    if (e instanceof SpecError || e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
