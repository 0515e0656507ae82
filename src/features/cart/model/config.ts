import { productsConfig } from '@/generated/config/products';
import { readConfig, useConfig } from '@/lib/config';
import type { CatalogueConfig } from './types';

// The catalogue of the active config version, widened to its schema type so the model reads it
// generically. The model's functions take it as a parameter; these two are where it is read.

/** The active catalogue in a component: it renders again when a published version changes it. */
export const useCatalogueConfig = (): CatalogueConfig => useConfig(productsConfig);

/** The active catalogue outside components, read when called. */
export const catalogueConfig = (): CatalogueConfig => readConfig(productsConfig);
