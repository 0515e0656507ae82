import { problem, type ConfigProblem } from '../problems.ts';

interface Products {
  groups: { id: string }[];
  products: { key: string }[];
  introCatalogue: { page: string; groups?: string[]; products?: string[] }[];
}
interface Messages {
  pages?: { intro?: { types?: Record<string, unknown> } };
}

/** The text key of an intro page: `product/region-recommend` → `productRegionRecommend`. */
export const introTextKey = (page: string): string =>
  page.replace(/[/-]([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The intro pages' catalogue tables (products.json `introCatalogue`): one entry per page, a page
 * the portal has (its text in messages.ko.json pages.intro.types), and only known groups and keys.
 */
export function introCatalogueProblems(p: Products, messages: Messages): ConfigProblem[] {
  const file = 'products';
  const out: ConfigProblem[] = [];
  const groups = new Set(p.groups.map((g) => g.id));
  const keys = new Set(p.products.map((x) => x.key));
  const texts = messages.pages?.intro?.types ?? {};
  const pages = new Set<string>();
  p.introCatalogue.forEach((entry, i) => {
    const at = `/introCatalogue/${i}`;
    if (pages.has(entry.page))
      out.push(problem(file, `${at}/page`, 'intro.duplicatePage', { page: entry.page }));
    else if (!(introTextKey(entry.page) in texts))
      out.push(problem(file, `${at}/page`, 'intro.unknownPage', { page: entry.page }));
    pages.add(entry.page);
    (entry.groups ?? []).forEach((g, j) => {
      if (!groups.has(g))
        out.push(problem(file, `${at}/groups/${j}`, 'intro.unknownGroup', { group: g }));
    });
    (entry.products ?? []).forEach((k, j) => {
      if (!keys.has(k))
        out.push(problem(file, `${at}/products/${j}`, 'intro.unknownProduct', { key: k }));
    });
  });
  return out;
}
