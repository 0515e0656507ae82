// The domain rules shared by the SPA (`@domain/...`) and the server (relative imports). Pure
// functions: every business value they need (catalogue, code tables, lists, holidays) is a
// parameter, so the caller decides which configuration version applies.
export * from './product.ts';
export * from './pricing.ts';
export * from './contact-methods.ts';
export * from './positions.ts';
export * from './business-days.ts';
export * from './korean-dates.ts';
export * from './product-periods.ts';
export * from './config-file-text.ts';
export * from './config-file-layout.ts';
export * from './refunds.ts';
