import { compare, isDecimalString } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';

export type SortKey = 'name' | 'price' | 'change' | 'high' | 'low' | 'volume';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

type Product = Schema<'TradeProduct'>;

/** A product's live figures by the product's own field names; only price and change are required. */
export type LiveFigures = Pick<Product, 'price' | 'changeRate'> &
  Partial<Pick<Product, 'high' | 'low' | 'volume'>>;

/** The product field each numeric sort key orders by. */
const SORT_FIELD = {
  price: 'price',
  change: 'changeRate',
  high: 'high',
  low: 'low',
  volume: 'volume',
} as const satisfies Record<Exclude<SortKey, 'name'>, keyof LiveFigures>;

const decimalOrder = (a: string, b: string) =>
  isDecimalString(a) && isDecimalString(b) ? compare(a, b) : 0;

/**
 * Products in the chosen order: name by the locale's collation, price, change, high, low and volume
 * as decimals (no float) from `live` (the latest quotes when the sort is chosen) or the list snapshot. The order is
 * not redone on every price message, so rows do not jump under the finger. Unsorted keeps the
 * server's display order. Pure, for tests.
 */
export function sortProducts(
  products: readonly Product[],
  sort: Sort | null,
  locale: string,
  live: (code: string) => LiveFigures | undefined = () => undefined,
): readonly Product[] {
  if (!sort) return products;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const order = (a: Product, b: Product): number => {
    if (sort.key === 'name') return collator.compare(a.code, b.code);
    const field = SORT_FIELD[sort.key];
    return decimalOrder(live(a.code)?.[field] ?? a[field], live(b.code)?.[field] ?? b[field]);
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...products].sort((a, b) => sign * order(a, b));
}

/** Products whose code or name contains the query (case- and accent-insensitive). */
export function filterProducts(products: readonly Product[], query: string): readonly Product[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const needle = fold(query.trim());
  if (needle === '') return products;
  return products.filter(
    (product) => fold(product.code).includes(needle) || fold(product.name).includes(needle),
  );
}

/** The next sort when a column header is pressed: ascending, then descending, then off. */
export function nextSort(current: Sort | null, key: SortKey): Sort | null {
  if (current?.key !== key) return { key, direction: key === 'name' ? 'ascending' : 'descending' };
  const first = key === 'name' ? 'ascending' : 'descending';
  if (current.direction === first)
    return { key, direction: first === 'ascending' ? 'descending' : 'ascending' };
  return null;
}
