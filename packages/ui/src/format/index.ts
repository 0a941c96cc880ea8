/**
 * The one formatting module: prices, change rates, amounts, compact magnitudes, money and dates for
 * every locale, with Latin digits and the Gregorian calendar. Values are decimal strings in and out;
 * no float arithmetic (big.js where a value must change). Units such as USDT are not ISO currencies:
 * show them through a message (`{amount} USDT`) so translators place them.
 */
export {
  formatPrice,
  formatChangeRate,
  formatAmount,
  formatCompact,
  formatCurrency,
} from './number';
export type { CurrencyOptions } from './number';
export { formatDateTime } from './date';
export { parseAmountInput } from './parse';
export {
  loadNumberLocaleData,
  usesNumberPolyfill,
  POLYFILLED_NUMBER_LANGUAGES,
  type PolyfilledNumberLanguage,
} from './numberFormat';
export { MISSING_VALUE } from './decimal';
export { numberTag, dateTag } from './locale';
