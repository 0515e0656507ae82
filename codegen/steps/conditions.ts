import { Environment } from '@marcbachmann/cel-js';
import type { SpecProblem } from '../lib/report.ts';
import type { LoadedConfigs } from './config-modules.ts';

interface SessionFieldsDoc {
  fields: Record<string, { type: 'bool' | 'int' | 'string' | 'list' | 'dyn' }>;
}

export interface ConditionSite {
  file: string;
  pointer: string;
  expr: string;
}

/** Every CEL condition in the config files, with where it sits. */
export function collectConditions(configs: LoadedConfigs): ConditionSite[] {
  const sites: ConditionSite[] = [];
  const walk = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(file, v, `${pointer}/${i}`));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if ((k === 'when' || k === 'deny') && typeof v === 'string')
          sites.push({ file, pointer: `${pointer}/${k}`, expr: v });
        else walk(file, v, `${pointer}/${k}`);
      }
  };
  walk('spec/config/menus.json', configs.menus, '');
  walk('spec/config/popup-chain.json', configs['popup-chain'], '');
  return sites;
}

export function sessionEnvironment(doc: SessionFieldsDoc): Environment {
  const env = new Environment({ unlistedVariablesAreDyn: false });
  for (const [name, f] of Object.entries(doc.fields)) env.registerVariable(name, f.type);
  return env;
}

/** Type-checks each condition against the session fields: unknown fields and non-bool results fail. */
export function checkConditions(configs: LoadedConfigs): SpecProblem[] {
  const env = sessionEnvironment(configs['session-fields'] as SessionFieldsDoc);
  const problems: SpecProblem[] = [];
  for (const site of collectConditions(configs)) {
    let result: { valid: boolean; type?: unknown; error?: Error };
    try {
      result = env.check(site.expr) as typeof result;
    } catch (e) {
      result = { valid: false, error: e as Error };
    }
    if (!result.valid) {
      const first = (result.error?.message ?? 'invalid expression').split('\n')[0] ?? '';
      const unknown = /Unknown variable: (\w+)/.exec(first);
      problems.push({
        ...site,
        reason: unknown ? `unknown session field '${unknown[1]}'` : `invalid condition: ${first}`,
      });
    } else if (result.type !== undefined && !['bool', 'dyn'].includes(String(result.type))) {
      problems.push({ ...site, reason: `condition must be bool, got ${String(result.type)}` });
    }
  }
  return problems;
}
