// Where a product is referred to, across the config files and the code: an intro page's catalogue
// table (products.json `introCatalogue`, by key), the cart's linked removals (`linkedRemovals`, by
// type), a review rule of the office setting (ui.json `studio.reviewRequired`, by a keyed pointer
// naming the product) and the products the code finds by key (domain/product.ts). The studio asks
// before removing a product that is referred to and can remove the references with it; the
// checker refuses a set of files in which a reference names no product. Pure.
import { PRODUCT_KEYS_IN_CODE } from '../domain/product.ts';
import { parsePointer } from './keyed-pointer.ts';
import { problem, type ConfigProblem } from './problems.ts';

interface Products {
  products: { key: string; type: number }[];
  linkedRemovals: { remove: number; alsoRemove: number[] }[];
  introCatalogue: { page: string; groups?: string[]; products?: string[] }[];
}
interface ReviewRule {
  label: string;
  file: string;
  path: string;
}
/** The files a reference can sit in (a draft, a version, a whole config set). */
export interface RefFiles {
  products?: unknown;
  ui?: unknown;
}

/** One reference to a product, at the referring value's pointer (index pointer). */
export type ProductRef =
  | { kind: 'intro'; file: 'products'; pointer: string; page: string }
  | { kind: 'linked-remove'; file: 'products'; pointer: string; others: number[] }
  | { kind: 'linked-also'; file: 'products'; pointer: string; remove: number }
  | { kind: 'review-rule'; file: 'ui'; pointer: string; rule: string }
  | { kind: 'code'; file: 'products'; pointer: ''; key: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

const productsOf = (files: RefFiles): Products => {
  const p = isObj(files.products) ? files.products : {};
  const list = (k: string) => (Array.isArray(p[k]) ? (p[k] as unknown[]).filter(isObj) : []);
  return {
    products: list('products') as unknown as Products['products'],
    linkedRemovals: list('linkedRemovals') as unknown as Products['linkedRemovals'],
    introCatalogue: list('introCatalogue') as unknown as Products['introCatalogue'],
  };
};

const reviewRulesOf = (files: RefFiles): ReviewRule[] => {
  const studio = isObj(files.ui) ? files.ui.studio : undefined;
  const rules = isObj(studio) && Array.isArray(studio.reviewRequired) ? studio.reviewRequired : [];
  return rules.filter(
    (r): r is ReviewRule =>
      isObj(r) && typeof r.file === 'string' && typeof r.path === 'string' && 'label' in r,
  );
};

/** The product key a review rule's place names (`/products/[key=x]/...`), if any. */
function ruleProductKey(rule: ReviewRule): string | null {
  if (rule.file !== 'products') return null;
  try {
    const [list, element] = parsePointer(rule.path);
    return list && 'key' in list && list.key === 'products' && element && 'field' in element
      ? element.field === 'key'
        ? element.id
        : null
      : null;
  } catch {
    return null;
  }
}

/** Every reference to the product with this key and type, in file order. */
export function productReferences(
  files: RefFiles,
  product: { key: string; type: number },
): ProductRef[] {
  const p = productsOf(files);
  const out: ProductRef[] = [];
  p.introCatalogue.forEach((entry, i) =>
    (entry.products ?? []).forEach((k, j) => {
      if (k === product.key)
        out.push({
          kind: 'intro',
          file: 'products',
          pointer: `/introCatalogue/${i}/products/${j}`,
          page: entry.page,
        });
    }),
  );
  p.linkedRemovals.forEach((r, i) => {
    if (r.remove === product.type)
      out.push({
        kind: 'linked-remove',
        file: 'products',
        pointer: `/linkedRemovals/${i}/remove`,
        others: r.alsoRemove,
      });
    (r.alsoRemove ?? []).forEach((t, j) => {
      if (t === product.type)
        out.push({
          kind: 'linked-also',
          file: 'products',
          pointer: `/linkedRemovals/${i}/alsoRemove/${j}`,
          remove: r.remove,
        });
    });
  });
  reviewRulesOf(files).forEach((r, i) => {
    if (ruleProductKey(r) === product.key)
      out.push({
        kind: 'review-rule',
        file: 'ui',
        pointer: `/studio/reviewRequired/${i}/path`,
        rule: String(r.label),
      });
  });
  if (PRODUCT_KEYS_IN_CODE.includes(product.key))
    out.push({ kind: 'code', file: 'products', pointer: '', key: product.key });
  return out;
}

/**
 * The files without the references to a product that config can drop (all but the code's): an
 * intro page's table loses the key, and a page left naming nothing loses its entry (an entry
 * naming nothing would list the whole catalogue); a linked removal loses the type, and one left
 * with nothing to remove goes; a review rule naming the product goes.
 */
export function withoutProductReferences<F extends RefFiles>(
  files: F,
  product: { key: string; type: number },
): F {
  const p = isObj(files.products) ? files.products : {};
  const intro = productsOf(files).introCatalogue.flatMap((entry) => {
    if (!entry.products?.includes(product.key)) return [entry];
    const { products: named, ...rest } = entry;
    const products = (named ?? []).filter((k) => k !== product.key);
    if (products.length) return [{ ...rest, products }];
    return entry.groups?.length ? [rest] : [];
  });
  const linked = productsOf(files).linkedRemovals.flatMap((r) => {
    if (r.remove === product.type) return [];
    const alsoRemove = r.alsoRemove.filter((t) => t !== product.type);
    return alsoRemove.length ? [{ ...r, alsoRemove }] : [];
  });
  const products = {
    ...p,
    ...(Array.isArray(p.introCatalogue) ? { introCatalogue: intro } : {}),
    ...(Array.isArray(p.linkedRemovals) ? { linkedRemovals: linked } : {}),
  };
  const ui = isObj(files.ui) ? files.ui : {};
  const studio = isObj(ui.studio) ? ui.studio : undefined;
  const rules = reviewRulesOf(files);
  const kept = rules.filter((r) => ruleProductKey(r) !== product.key);
  return {
    ...files,
    products,
    ui:
      studio && kept.length !== rules.length
        ? { ...ui, studio: { ...studio, reviewRequired: kept } }
        : files.ui,
  };
}

/**
 * A product key the code finds is missing from the catalogue (removed or re-keyed): the code
 * would find nothing. Reported at the product list, since the product itself is gone.
 */
export function codeProductProblems(files: RefFiles): ConfigProblem[] {
  const keys = new Set(productsOf(files).products.map((p) => p.key));
  return PRODUCT_KEYS_IN_CODE.filter((k) => !keys.has(k)).map((key) =>
    problem('products', '/products', 'product.usedByCode', { key }),
  );
}
