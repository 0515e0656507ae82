// The config checker the server calls: `checkConfigFiles(files)` gives one line per problem,
// `spec/config/<file>.json#/<pointer>: <reason>`, the same lines codegen prints.
// Temporary wrapper around today's codegen checks until codegen/check/index.ts lands; it has
// that module's exact signature so switching is a one-line import change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { formatProblem, type SpecProblem } from '../../codegen/lib/report.ts';
import { checkConditions } from '../../codegen/steps/conditions.ts';
import { checkSemantics } from '../../codegen/steps/semantics.ts';
import { CONFIG_FILES, type LoadedConfigs } from '../../codegen/steps/config-modules.ts';
import { ROOT_DIR } from './files.ts';

let validators: Map<string, ValidateFunction> | undefined;

function validatorFor(name: string): ValidateFunction {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    validators = new Map(
      CONFIG_FILES.map((c) => {
        const file = path.join(ROOT_DIR, 'spec', 'config', `${c.name}.schema.json`);
        return [c.name, ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object)];
      }),
    );
  }
  return validators.get(name)!;
}

export function checkConfigFiles(files: Record<string, unknown>): string[] {
  const problems: SpecProblem[] = [];
  for (const c of CONFIG_FILES) {
    const file = `spec/config/${c.name}.json`;
    if (files[c.name] === undefined) {
      problems.push({ file, pointer: '/', reason: 'file is missing' });
      continue;
    }
    const validate = validatorFor(c.name);
    if (validate(files[c.name])) continue;
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'oneOf');
    for (const e of errors.length ? errors : (validate.errors ?? []))
      problems.push({ file, pointer: e.instancePath || '/', reason: e.message ?? e.keyword });
  }
  if (problems.length) return problems.map(formatProblem);
  const configs = files as LoadedConfigs;
  return [...checkConditions(configs), ...checkSemantics(configs)].map(formatProblem);
}
