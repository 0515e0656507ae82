import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SpecError, type SpecProblem } from '../lib/report.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

type Node = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: { name?: string; schema?: Node }[];
  requestBody?: { content?: Record<string, { schema?: Node }> };
}

/**
 * Values the SPA needs that the API contract already fixes (page sizes, text limits, enums).
 * Each is read from spec/openapi.yaml, so the screen and the server can never disagree: there is
 * one value, in the spec. A missing location fails codegen with one line.
 */
const LIMITS: {
  name: string;
  doc: string;
  /** Where the value sits: an operation's parameter or top-level body property, or a property
   * of a component schema. */
  op?: string;
  param?: string;
  body?: string;
  schema?: string;
  property?: string;
  key: string;
}[] = [
  {
    name: 'gongsilPageSize',
    doc: 'gongsil list rows per page',
    op: 'getGongsilList',
    param: 'limit',
    key: 'default',
  },
  {
    name: 'gongsilMaxPageSize',
    doc: 'largest gongsil page the address may ask for',
    op: 'getGongsilList',
    param: 'limit',
    key: 'maximum',
  },
  {
    name: 'reportHistoryPageSize',
    doc: 'report handling history rows per page',
    op: 'getAgentTreatComplete',
    param: 'limit',
    key: 'default',
  },
  {
    name: 'chatMessageMax',
    doc: 'longest chat contact message',
    op: 'postContactMethodEdit2',
    body: 'chatContactMessage',
    key: 'maxLength',
  },
  {
    name: 'orderQuantityMin',
    doc: 'smallest quantity of an order line',
    schema: 'OrderItemInput',
    property: 'quantity',
    key: 'minimum',
  },
  {
    name: 'orderQuantityMax',
    doc: 'largest quantity of an order line',
    schema: 'OrderItemInput',
    property: 'quantity',
    key: 'maximum',
  },
  {
    name: 'roomCountMax',
    doc: 'most rooms a listing states',
    schema: 'RoomInput',
    property: 'roomCount',
    key: 'maximum',
  },
  {
    name: 'bathroomCountMax',
    doc: 'most bathrooms a listing states',
    schema: 'RoomInput',
    property: 'bathroomCount',
    key: 'maximum',
  },
  {
    name: 'parkingSpacesMax',
    doc: 'most parking spaces a listing states',
    schema: 'RoomInput',
    property: 'parkingSpaces',
    key: 'maximum',
  },
  {
    name: 'maintenanceFeeMax',
    doc: 'largest monthly 관리비 in 원',
    schema: 'RoomInput',
    property: 'maintenanceFee',
    key: 'maximum',
  },
];
const ENUMS = [
  'GongsilTab',
  'GongsilStatus',
  'RoomType',
  'SellingType',
  'FloorKind',
  'BuildingType',
  'MoveInType',
  'ApprovalKind',
  'Direction',
  'DirectionBasis',
  'MaintenanceItem',
  'MaintenanceFeeItem',
  'Sido',
  'ListingTag',
];

function operations(doc: Node): Map<string, Operation> {
  const ops = new Map<string, Operation>();
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Record<string, Operation>>))
    for (const op of Object.values(item)) if (op?.operationId) ops.set(op.operationId, op);
  return ops;
}

export function apiLimits(root: string): GeneratedFile {
  const file = 'spec/openapi.yaml';
  const doc = parse(readFileSync(join(root, file), 'utf8')) as Node;
  const ops = operations(doc);
  const problems: SpecProblem[] = [];
  const lines: string[] = [];
  const schemas = ((doc.components as Node | undefined)?.schemas ?? {}) as Record<string, Node>;
  for (const l of LIMITS) {
    const op = ops.get(l.op ?? '');
    const schema = l.schema
      ? (schemas[l.schema]?.properties as Node | undefined)?.[l.property ?? '']
      : l.param
        ? op?.parameters?.find((p) => p.name === l.param)?.schema
        : (
            op?.requestBody?.content?.['application/json']?.schema?.properties as Node | undefined
          )?.[l.body ?? ''];
    const value = (schema as Node | undefined)?.[l.key];
    const where = l.schema
      ? `components/schemas/${l.schema}/properties/${l.property}`
      : `${l.op}/${l.param ?? l.body}`;
    if (typeof value !== 'number')
      problems.push({
        file,
        pointer: `/${where}/${l.key}`,
        reason: `the SPA reads ${l.name} here, but there is no number`,
      });
    else
      lines.push(
        `  /** ${l.doc} (${l.schema ?? l.op} ${l.property ?? l.param ?? l.body} ${l.key}) */\n  ${l.name}: ${value},`,
      );
  }
  const enums = ENUMS.map((name) => {
    const values = schemas[name]?.enum;
    if (!Array.isArray(values)) {
      problems.push({ file, pointer: `/components/schemas/${name}`, reason: 'expected an enum' });
      return '';
    }
    return `  ${name}: ${JSON.stringify(values)},`;
  });
  if (problems.length) throw new SpecError(problems);
  return {
    path: 'src/generated/api/limits.ts',
    sources: [file],
    content:
      `/** Limits the API contract fixes, read from the spec so the SPA uses the same value. */\n` +
      `export const apiLimits = {\n${lines.join('\n')}\n} as const;\n\n` +
      `/** String enums of the spec, in the spec's order. */\n` +
      `export const apiEnums = {\n${enums.join('\n')}\n} as const;\n`,
    parser: 'typescript',
  };
}
