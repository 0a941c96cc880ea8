import type { MessageDescriptor } from 'react-intl';
import { useIntl, type IntlShape } from 'react-intl';
import { marketTableMessages, quotesMessages as messages } from './messages';
import { MarketTableBox, productHref, QuoteRow, type TradeProduct } from './QuoteRow';
import { nextSort, type Sort, type SortKey } from './sortProducts';
import * as styles from './quotes.css';

export const CATEGORIES = ['coin', 'stock', 'futures', 'forex'] as const;
export type Category = (typeof CATEGORIES)[number];

interface Column {
  key: SortKey;
  label: MessageDescriptor;
  /** A 24 h column: left out where the table's box is too narrow for it. */
  detail?: boolean;
}

/** The phone's columns: name, last price, change. */
const COMPACT_COLUMNS: readonly Column[] = [
  { key: 'name', label: messages.columnName },
  { key: 'price', label: messages.columnPrice },
  { key: 'change', label: messages.columnChange },
];

/** The full market (desktop): the phone's columns, then 24 h high, low and volume. */
const FULL_COLUMNS: readonly Column[] = [
  ...COMPACT_COLUMNS,
  { key: 'high', label: marketTableMessages.columnHigh, detail: true },
  { key: 'low', label: marketTableMessages.columnLow, detail: true },
  { key: 'volume', label: marketTableMessages.columnVolume, detail: true },
];

/**
 * The quotes table: a header button per column that sorts by it (ascending, descending, off; the
 * column says which with `aria-sort`), and a row per product whose whole area opens the product.
 * `full` adds the 24 h high, low and volume columns for a wide screen.
 */
export function MarketTable({
  products,
  marketPath,
  sort,
  onSort,
  showMarket,
  full = false,
}: {
  products: readonly TradeProduct[];
  marketPath: string;
  sort: Sort | null;
  onSort: (sort: Sort | null) => void;
  /** Name each product's market under it (search results come from every market). */
  showMarket: boolean;
  full?: boolean;
}) {
  const intl = useIntl();
  const columns = full ? FULL_COLUMNS : COMPACT_COLUMNS;
  return (
    <MarketTableBox full={full}>
      <table
        className={full ? `${styles.table} ${styles.fullTable}` : styles.table}
        data-testid="quotes-table"
      >
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.detail ? styles.detailHeadCell : styles.headCell}
                  aria-sort={active ?? 'none'}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => onSort(nextSort(sort, column.key))}
                  >
                    {intl.formatMessage(column.label)}
                    <SortArrow direction={active} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <QuoteRow
              key={product.code}
              product={product}
              href={productHref(marketPath, product)}
              market={showMarket ? marketName(intl, product.category) : undefined}
              details={full}
            />
          ))}
        </tbody>
      </table>
    </MarketTableBox>
  );
}

/** The tab name of a product's market; a category the app does not know yet is left unnamed. */
function marketName(intl: IntlShape, category: string): string | undefined {
  return (CATEGORIES as readonly string[]).includes(category)
    ? intl.formatMessage(messages[category as Category])
    : undefined;
}

function SortArrow({ direction }: { direction: Sort['direction'] | undefined }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M6 1 9 5H3z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M6 11 3 7h6z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}
