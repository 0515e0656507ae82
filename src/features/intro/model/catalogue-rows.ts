import { productsConfig, type ProductsConfig } from '@/generated/config/products';
import { readConfig } from '@/lib/config';

type CatalogueEntry = ProductsConfig['introCatalogue'][number];
type Product = ProductsConfig['products'][number];

/**
 * The products an intro page lists (products.json `introCatalogue`, edited by staff): those of
 * its groups plus its named products, in catalogue order; an entry naming neither lists them all.
 */
export function catalogueRows(
  page: string,
  catalogue: ProductsConfig = readConfig(productsConfig),
): Product[] {
  const entries: readonly CatalogueEntry[] = catalogue.introCatalogue;
  const entry = entries.find((e) => e.page === page);
  if (!entry) return [];
  const all: readonly Product[] = catalogue.products;
  if (!entry.groups && !entry.products) return [...all];
  return all.filter((p) => entry.groups?.includes(p.group) || entry.products?.includes(p.key));
}
