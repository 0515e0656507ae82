import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { GeneratedFile } from '../lib/write-generated.ts';

export async function apiTypes(root: string): Promise<GeneratedFile> {
  const ast = await openapiTS(pathToFileURL(join(root, 'spec/openapi.yaml')), {
    alphabetize: false,
    exportType: false,
  });
  return {
    path: 'src/generated/api/schema.d.ts',
    sources: ['spec/openapi.yaml'],
    content: astToString(ast),
    parser: 'typescript',
  };
}
