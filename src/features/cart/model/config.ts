import { productsConfig } from '@/generated/config/products';
import type { CatalogConfig } from './types';

/** The generated catalogue, widened to its schema type so the model reads it generically. */
export const catalogConfig: CatalogConfig = productsConfig;
