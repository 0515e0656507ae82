// The portal's CSP has no 'unsafe-eval' (server/plugins/security.ts): a page cannot build
// functions from strings. These tests take that power away the same way and check which rjsf
// validator still works.
import defaultValidator from '@rjsf/validator-ajv8';
import { problemText } from '@config/problem-text';
import { studioFiles } from '../../../testing/studio-files';
import { uiSchemaJson, uiValidator } from './ui-validator';

// The whole ui.json, as the studio edits it (broker pages load it without its studio settings).
const valid = () => studioFiles().ui as unknown as Record<string, any>;

function blockEval() {
  const original = globalThis.Function;
  vi.stubGlobal(
    'Function',
    new Proxy(original, {
      construct() {
        throw new EvalError(
          "Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed",
        );
      },
      apply() {
        throw new EvalError(
          "Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed",
        );
      },
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the ui.json form validator under a CSP without unsafe-eval', () => {
  it("rjsf's default ajv8 validator cannot run: it compiles the schema with new Function", () => {
    blockEval();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // rjsf catches the failed compile and reports it as the form's only error: valid data fails.
    const { errors } = defaultValidator.validateFormData(valid(), uiSchemaJson);
    expect(errors.map((e) => e.stack).join('\n')).toMatch(/unsafe-eval/);
  });

  it("the precompiled validator runs and reports errors at their fields in the checker's words", () => {
    blockEval();
    expect(uiValidator.validateFormData(valid(), uiSchemaJson).errors).toEqual([]);
    const data = valid();
    data.layout.minWidth = -1;
    data.reports.warningLimit = 1.5;
    data.business.ceo = '';
    const { errors, errorSchema } = uiValidator.validateFormData(data, uiSchemaJson);
    expect(errors.map((e) => [e.property, e.message])).toEqual(
      expect.arrayContaining([
        ['.layout.minWidth', '0 이상이어야 합니다'],
        ['.reports.warningLimit', problemText('schema.type', { type: 'integer' })],
      ]),
    );
    expect((errorSchema as any).layout.minWidth.__errors).toEqual(['0 이상이어야 합니다']);
  });

  it('counts a Korean character once for length limits', () => {
    const data = valid();
    data.calendar.divider = '·';
    expect(uiValidator.validateFormData(data, uiSchemaJson).errors).toEqual([]);
  });
});
