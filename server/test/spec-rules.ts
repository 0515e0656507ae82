// Input rules every operation of spec/openapi.yaml must follow, so the schema validator (not a
// handler or the database) refuses hostile input: every string has a maximum length, every
// integer a range that fits the int4 columns ids and counts are stored in, and every request
// body is required and has an example that passes its own schema.
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

/** Largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

type Node = Record<string, unknown>;
interface SpecLike {
  paths: Record<string, Record<string, Node>>;
  components?: Node;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function resolve(spec: SpecLike, ref: string): Node {
  const parts = ref.replace(/^#\//, '').split('/');
  let cur: unknown = spec;
  for (const p of parts) cur = (cur as Node)[p.replace(/~1/g, '/').replace(/~0/g, '~')];
  return cur as Node;
}

function checkSchema(spec: SpecLike, s: unknown, where: string, out: string[], seen: Set<unknown>) {
  if (!s || typeof s !== 'object' || seen.has(s)) return;
  seen.add(s);
  const node = s as Node;
  if (typeof node.$ref === 'string') {
    checkSchema(spec, resolve(spec, node.$ref), `${where} -> ${node.$ref}`, out, seen);
    return;
  }
  const types = ([] as unknown[]).concat(node.type ?? []);
  const bounded = node.enum !== undefined || node.const !== undefined;
  if (types.includes('string') && !bounded && typeof node.maxLength !== 'number')
    out.push(`${where}: string without maxLength`);
  if ((types.includes('integer') || types.includes('number')) && !bounded) {
    if (typeof node.minimum !== 'number' || typeof node.maximum !== 'number')
      out.push(`${where}: ${String(node.type)} without minimum and maximum`);
    else if (
      types.includes('integer') &&
      ((node.maximum as number) > INT4_MAX || (node.minimum as number) < -INT4_MAX - 1)
    )
      out.push(`${where}: integer range beyond int4`);
  }
  if (types.includes('array') && typeof node.maxItems !== 'number')
    out.push(`${where}: array without maxItems`);
  for (const key of ['properties', 'patternProperties'] as const) {
    const props = node[key] as Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(props ?? {}))
      checkSchema(spec, v, `${where}.${k}`, out, seen);
  }
  if (node.items) checkSchema(spec, node.items, `${where}[]`, out, seen);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    ((node[key] as unknown[] | undefined) ?? []).forEach((v, i) =>
      checkSchema(spec, v, `${where}/${key}${i}`, out, seen),
    );
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    checkSchema(spec, node.additionalProperties, `${where}.*`, out, seen);
}

/** One line per broken rule: `METHOD /path: where: reason`. */
export function inputRuleViolations(spec: SpecLike): string[] {
  const out: string[] = [];
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  ajv.addSchema(spec as object, 'spec');
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const name = `${method.toUpperCase()} ${p}`;
      const params = (op.parameters as Node[] | undefined) ?? [];
      for (const raw of params) {
        const prm = typeof raw.$ref === 'string' ? resolve(spec, raw.$ref) : raw;
        checkSchema(
          spec,
          prm.schema,
          `${name}: ${String(prm.in)} ${String(prm.name)}`,
          out,
          new Set(),
        );
      }
      const rb = op.requestBody as Node | undefined;
      if (!rb) continue;
      const content = rb.content as Record<string, Node>;
      const json = content['application/json'];
      const types = Object.keys(content);
      // JSON, or a multipart body for a file upload (its own parser, its own size limits).
      if (types.length !== 1 || !['application/json', 'multipart/form-data'].includes(types[0]!))
        out.push(`${name}: request body must be application/json (or multipart/form-data) only`);
      if (content['multipart/form-data']) {
        checkSchema(spec, content['multipart/form-data'].schema, `${name}: body`, out, new Set());
        continue;
      }
      if (rb.required !== true) out.push(`${name}: request body must be required`);
      if (!json) continue;
      checkSchema(spec, json.schema, `${name}: body`, out, new Set());
      const ptr = p.replace(/~/g, '~0').replace(/\//g, '~1');
      const validate = ajv.compile({
        $ref: `spec#/paths/${ptr}/${method}/requestBody/content/application~1json/schema`,
      });
      if (json.example === undefined) out.push(`${name}: request body without example`);
      else if (!validate(json.example))
        out.push(`${name}: example fails its schema: ${ajv.errorsText(validate.errors)}`);
    }
  }
  return out;
}
