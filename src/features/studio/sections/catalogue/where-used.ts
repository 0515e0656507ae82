// Where a product is used, in Korean words for the dialog that asks before removing it: each
// reference (config/product-refs.ts) as "<studio tab> 탭 · <what refers to it>", the tab named as
// the studio's describe-change wording names files.
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { introTextKey } from '@config/check/intro-rules';
import { productReferences, type ProductRef } from '@config/product-refs';
import { fileWords } from '../../model/describe-change';
import type { StudioFiles } from '../../model/studio-section';
import { listWords } from '../../model/value-words';
import type { Product } from './catalogue-model';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** An intro page by its title in the draft's texts (pages.intro.types), else by its path. */
function introTitle(files: StudioFiles, page: string): string {
  const pages: unknown = files['messages.ko'].pages;
  const intro = isObj(pages) && isObj(pages.intro) ? pages.intro.types : undefined;
  const entry = isObj(intro) ? intro[introTextKey(page)] : undefined;
  return isObj(entry) && typeof entry.title === 'string' ? entry.title : page;
}

function refWords(files: StudioFiles, ref: ProductRef): string {
  const t = readConfig(messages.studio).catalogue.whereUsed;
  const labelOf = (type: number) =>
    files.products.products.find((p) => p.type === type)?.label ?? String(type);
  switch (ref.kind) {
    case 'intro':
      return fmt(t.intro, { page: introTitle(files, ref.page) });
    case 'linked-remove':
      return fmt(t.linkedRemove, { others: listWords(ref.others.map(labelOf)) });
    case 'linked-also':
      return fmt(t.linkedAlso, { product: labelOf(ref.remove) });
    case 'review-rule':
      return fmt(t.reviewRule, { rule: ref.rule });
    case 'code':
      return fmt(t.code, {
        key: ref.key,
        what: (t.codeWhat as Readonly<Record<string, string>>)[ref.key] ?? ref.key,
      });
  }
}

/** The references to a product in words, and whether one is the code's (it cannot be removed). */
export function whereUsed(
  files: StudioFiles,
  product: Pick<Product, 'key' | 'type'>,
): { lines: string[]; byCode: boolean } {
  const t = readConfig(messages.studio).catalogue.whereUsed;
  const refs = productReferences(files, product);
  return {
    lines: refs.map((r) => fmt(t.place, { file: fileWords(r.file), place: refWords(files, r) })),
    byCode: refs.some((r) => r.kind === 'code'),
  };
}
