/** Destinations of the chain's link buttons. */
export const VERIFY_TEL_PATH = '/account/verify-tel';
export const PURCHASE_PATH = '/product/purchase';
