// The studio edits ui.json through a form generated from ui.schema.json (@rjsf/mui). rjsf's
// default ajv8 validator compiles the schema in the browser with `new Function`, which the
// portal's CSP (no 'unsafe-eval', server/plugins/security.ts) refuses; so the validator is
// compiled here, at codegen time, with ajv's standalone output (the path rjsf documents for a
// strict CSP), and the studio loads it with createPrecompiledValidator.
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { CONFIG_SCHEMAS } from '../../config/files.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

// ajv writes CommonJS (its ESM output cannot name rjsf's hashed schema ids); the module below
// gives that code the two things it expects, `exports` and ajv's one runtime helper, and
// exports the validators as ESM. ucs2length is ajv's own (ajv/dist/runtime/ucs2length): a
// string's length in code points, so a Korean or emoji character counts once.
const PRELUDE = `// @ts-nocheck
const exports: Record<string, unknown> = {};
function ucs2length(str) {
  let length = 0;
  for (let pos = 0; pos < str.length; length++) {
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
const require = (name) => {
  if (name === 'ajv/dist/runtime/ucs2length') return { default: ucs2length };
  throw new Error('ui-form-validator: unexpected runtime module ' + name);
};
`;

export function uiFormValidator(): GeneratedFile {
  const code = compileSchemaValidatorsCode(CONFIG_SCHEMAS.ui, {
    ajvOptionsOverrides: { code: { lines: false } },
  }).replace(/^"use strict";\n?/, '');
  return {
    path: 'src/generated/config/ui-form-validator.ts',
    sources: ['spec/config/ui.schema.json'],
    content: [
      PRELUDE + code,
      '/** The schema the validators were compiled from: the form must be given this very schema. */',
      `export const uiFormSchema = ${JSON.stringify(CONFIG_SCHEMAS.ui)};`,
      '/** The ui.json validators, by rjsf schema id (createPrecompiledValidator). */',
      'export default exports;',
      '',
    ].join('\n'),
  };
}
