// The ui.json form's validator: compiled at codegen time (codegen/steps/ui-form-validator.ts),
// so nothing is compiled in the browser and the CSP needs no 'unsafe-eval'. Imported by path:
// the package's index also builds the default (runtime-compiling) validator.
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validateFns, { uiFormSchema } from '@/generated/config/ui-form-validator';
import { localizeKorean } from './schema-error-text';

/** The schema the form renders: the very object the validators were compiled from. */
export const uiSchemaJson = uiFormSchema as RJSFSchema;

export const uiValidator = createPrecompiledValidator(
  validateFns as Parameters<typeof createPrecompiledValidator>[0],
  uiSchemaJson,
  localizeKorean,
);
