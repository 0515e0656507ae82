// The ONE config checker: codegen (spec/config as written), the server (every draft save and
// publish) and the studio call it with a whole set of files keyed by registry name. Pure: no file
// system. Problems are structured (problems.ts); problem-text.ts words them in Korean.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { keyUsage } from '../../src/generated/config/key-usage.ts';
import { checkConditions } from '../conditions/check-conditions.ts';
import { CONFIG_SCHEMAS, type ConfigFiles } from '../files.ts';
import { problem, type ConfigProblem } from '../problems.ts';
import { PROBLEM_TEXT, type ProblemCode } from '../problem-text.ts';
import { CONFIG_NAMES, type ConfigName } from '../registry.ts';
import { keyProblems, type KeyUsage } from './key-rules.ts';
import { plausibilityProblems, type FreeProducts } from './plausibility.ts';
import { KERNEL_ANNOTATIONS } from '../schema-walk.ts';
import { checkSemantics } from './semantics.ts';

export type { KeyUsage } from './key-rules.ts';
export type { FreeProducts } from './plausibility.ts';

export interface CheckOptions {
  /**
   * Products whose 0원 prices staff confirmed in the publish ('any': a draft, not yet being
   * published). Codegen passes nothing: spec/config never sells a product at 0원.
   */
  freeProducts?: FreeProducts;
}

// Compiled once per process: the server checks every draft save with the same validators.
let validators: Map<ConfigName, ValidateFunction> | undefined;
function validatorFor(name: ConfigName): ValidateFunction {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    // The kernel's annotations (schema-walk.ts): known, never validated.
    for (const keyword of KERNEL_ANNOTATIONS) ajv.addKeyword(keyword);
    validators = new Map(CONFIG_NAMES.map((n) => [n, ajv.compile(CONFIG_SCHEMAS[n])]));
  }
  return validators.get(name)!;
}

const BRANCH = /^(.*\/oneOf)\/(\d+)\//;

/**
 * A oneOf failure repeats every branch's errors. When the item names its variant (a `const` such as
 * `kind: "action"`), only the branch of that variant speaks: "unknown action" instead of "needs a
 * path" from the link branch. Without a matching branch, every branch's errors stay.
 */
function withoutOtherBranches(all: readonly ErrorObject[]): ErrorObject[] {
  const oneOfs = all.filter((e) => e.keyword === 'oneOf');
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

/** An ajv error as a problem: its keyword is the code, its params (as text) the params. */
export function schemaProblem(file: string, e: ErrorObject): ConfigProblem {
  const code = `schema.${e.keyword}`;
  if (!(code in PROBLEM_TEXT))
    return problem(file, e.instancePath, 'schema.other', { detail: e.message ?? e.keyword });
  // The params the Korean text names, as text or numbers (ajv gives arrays for some).
  const template: string = PROBLEM_TEXT[code as ProblemCode];
  const named: string[] = template.match(/\{\w+\}/g) ?? [];
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries((e.params ?? {}) as Record<string, unknown>))
    if (named.includes(`{${k}}`))
      params[k] = typeof v === 'number' || typeof v === 'string' ? v : JSON.stringify(v);
  return problem(file, e.instancePath, code as ProblemCode, params);
}

function schemaProblems(files: Record<string, unknown>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const name of CONFIG_NAMES) {
    const data = files[name];
    if (data === undefined) {
      problems.push(problem(name, '', 'file.missing'));
      continue;
    }
    const validate = validatorFor(name);
    if (validate(data)) continue;
    for (const e of withoutOtherBranches(validate.errors ?? []))
      problems.push(schemaProblem(name, e));
  }
  for (const name of Object.keys(files))
    if (!(CONFIG_NAMES as readonly string[]).includes(name))
      problems.push(problem(name, '', 'file.unknown'));
  return problems;
}

/**
 * Every problem of a whole config set; empty means it may be published. Schemas first: the
 * cross-file rules and the condition checks assume schema-valid shapes, so they run only when
 * every file passes its schema. `usage` (which message and ui keys the code reads) defaults to
 * the list codegen wrote from src/ and server/; codegen passes the scan it just made.
 */
export function checkConfig(
  files: Record<string, unknown>,
  usage: KeyUsage = keyUsage,
  options: CheckOptions = {},
): ConfigProblem[] {
  const schema = schemaProblems(files);
  if (schema.length) return schema;
  const configs = files as ConfigFiles;
  return [
    ...checkConditions(configs),
    ...checkSemantics(configs),
    ...plausibilityProblems(configs, options.freeProducts),
    ...keyProblems(configs, usage),
  ];
}
