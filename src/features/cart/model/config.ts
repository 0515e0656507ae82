import { productsConfig } from '@/generated/config/products';
import type { CatalogueConfig } from './types';

/** The generated catalogue, widened to its schema type so the model reads it generically. */
export const catalogueConfig: CatalogueConfig = productsConfig;
