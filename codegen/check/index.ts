import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { keyUsage } from '../../src/generated/config/key-usage.ts';
import { formatProblem, type SpecProblem } from '../lib/report.ts';
import { conditionSubsetProblems } from '../steps/compile-conditions.ts';
import { checkConditions } from '../steps/conditions.ts';
import { checkSemantics } from '../steps/semantics.ts';
import { keyProblems, type KeyUsage } from './key-rules.ts';
import { CONFIG_NAMES, CONFIG_SCHEMAS, type ConfigName } from './schemas.ts';

export { CONFIG_NAMES, type ConfigName } from './schemas.ts';
export type { KeyUsage } from './key-rules.ts';
export type ConfigFiles = Record<ConfigName, unknown>;

// Compiled once per process: the server checks every draft save with the same validators.
let validators: Map<ConfigName, ValidateFunction> | undefined;
function validatorFor(name: ConfigName): ValidateFunction {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    validators = new Map(CONFIG_NAMES.map((n) => [n, ajv.compile(CONFIG_SCHEMAS[n])]));
  }
  return validators.get(name)!;
}

function ajvReason(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties')
    return `unknown property '${String(e.params.additionalProperty)}'`;
  if (e.keyword === 'enum') return `${e.message} (${JSON.stringify(e.params.allowedValues)})`;
  return e.message ?? e.keyword;
}

function schemaProblems(files: Record<string, unknown>): SpecProblem[] {
  const problems: SpecProblem[] = [];
  for (const name of CONFIG_NAMES) {
    const file = `spec/config/${name}.json`;
    const data = files[name];
    if (data === undefined) {
      problems.push({ file, pointer: '/', reason: 'file is missing' });
      continue;
    }
    const validate = validatorFor(name);
    if (validate(data)) continue;
    // oneOf failures repeat every branch's errors; keep the most specific ones.
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'oneOf');
    for (const e of errors.length ? errors : (validate.errors ?? []))
      problems.push({ file, pointer: e.instancePath || '/', reason: ajvReason(e) });
  }
  for (const name of Object.keys(files))
    if (!(CONFIG_NAMES as readonly string[]).includes(name))
      problems.push({
        file: `spec/config/${name}.json`,
        pointer: '/',
        reason: 'unknown config file',
      });
  return problems;
}

/**
 * Every problem of a whole config set, structured. Schemas first: the cross-file rules and the
 * condition checks assume schema-valid shapes, so they run only when every file passes its schema.
 */
export function checkConfigProblems(
  files: Record<string, unknown>,
  usage: KeyUsage = keyUsage,
): SpecProblem[] {
  const schema = schemaProblems(files);
  if (schema.length) return schema;
  const configs = files as ConfigFiles;
  const conditions = checkConditions(configs);
  return [
    ...conditions,
    ...(conditions.length ? [] : conditionSubsetProblems(configs)),
    ...checkSemantics(configs),
    ...keyProblems(configs, usage),
  ];
}

/**
 * The ONE config checker: codegen, the server (published drafts) and the studio call it with the
 * whole set of files, keyed by file name without `.json`. Each problem is one line
 * `spec/config/<file>.json#/<pointer>: <reason>`; an empty list means the set may be published.
 * Pure: no file system, so it runs wherever the JSON comes from. `usage` (which message and ui
 * keys the code reads) defaults to the list codegen wrote from src/ and server/; codegen passes a
 * fresh scan.
 */
export function checkConfigFiles(
  files: Record<string, unknown>,
  usage: KeyUsage = keyUsage,
): string[] {
  return checkConfigProblems(files, usage).map(formatProblem);
}
