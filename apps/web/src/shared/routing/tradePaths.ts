/**
 * Addresses of the trade screens (features/trade), for links from other features without importing
 * the trade feature: the trade tab on a product, and a product's rules page.
 */
export const tradeHref = (prefix: '' | '/m', productId?: number) =>
  `${prefix}/user/trade${productId === undefined ? '' : `?id=${productId}`}`;

export const tradeRulesHref = (prefix: '' | '/m', productId: number) =>
  `${prefix}/trade/rules/${productId}`;
