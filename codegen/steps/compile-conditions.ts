import { conditionTreesOf } from '../../config/conditions/check-conditions.ts';
import type { ConfigFiles } from '../../config/files.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

/**
 * Every condition of the built-in config as a small JSON tree, so the app evaluates conditions
 * without shipping a CEL interpreter or using eval. A published version brings the trees of its
 * own conditions from the server (GET /config), built by the same kernel function.
 */
export function compileConditions(configs: ConfigFiles): GeneratedFile {
  return {
    path: 'src/generated/config/conditions.ts',
    sources: [
      'spec/config/menus.json',
      'spec/config/popup-chain.json',
      'spec/config/session-fields.json',
    ],
    content:
      `/** Every CEL condition of spec/config as a JSON tree (the built-in config's). */\n` +
      `export const conditionTrees: Readonly<Record<string, readonly [string, ...unknown[]]>> = ${JSON.stringify(conditionTreesOf(configs), null, 2)};\n`,
    parser: 'typescript',
  };
}
