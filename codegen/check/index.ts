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

const BRANCH = /^(.*\/oneOf)\/(\d+)\//;

/**
 * A oneOf failure repeats every branch's errors. When the item names its variant (a `const` such as
 * `kind: "action"`), only the branch of that variant speaks: "unknown action" instead of "needs a
 * path" from the link branch. Without a matching branch, every branch's errors stay.
 */
function withoutOtherBranches(all: readonly ErrorObject[]): ErrorObject[] {
  const oneOfs = all.filter((e) => e.keyword === 'oneOf');
  // The branch an error belongs to, per oneOf instance: "<item pointer>|<oneOf schema path>/<n>".
  const branchOf = (e: ErrorObject): { group: string; branch: string } | null => {
    const m = BRANCH.exec(e.schemaPath);
    if (!m) return null;
    const owner = oneOfs
      .filter((o) => o.schemaPath === m[1])
      .filter(
        (o) => e.instancePath === o.instancePath || e.instancePath.startsWith(`${o.instancePath}/`),
      )
      .sort((x, y) => y.instancePath.length - x.instancePath.length)[0];
    if (!owner) return null;
    const group = `${owner.instancePath}|${m[1]}`;
    return { group, branch: `${group}/${m[2]}` };
  };
  const rejected = new Set<string>();
  const groups = new Map<string, Set<string>>();
  for (const e of all) {
    const b = branchOf(e);
    if (!b) continue;
    if (!groups.has(b.group)) groups.set(b.group, new Set());
    groups.get(b.group)!.add(b.branch);
    if (e.keyword === 'const') rejected.add(b.branch);
  }
  const dropped = new Set<string>();
  for (const set of groups.values()) {
    const kept = [...set].filter((b) => !rejected.has(b));
    if (kept.length === 1) for (const b of set) if (b !== kept[0]) dropped.add(b);
  }
  const errors = all.filter((e) => {
    if (e.keyword === 'oneOf') return false;
    const b = branchOf(e);
    return !b || !dropped.has(b.branch);
  });
  return errors.length ? errors : [...all];
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
    const errors = withoutOtherBranches(validate.errors ?? []);
    for (const e of errors)
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
