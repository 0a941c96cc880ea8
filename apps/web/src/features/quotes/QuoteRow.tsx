import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@repo/api-schema/schema';
import { ChangeRateText } from '@repo/ui/components/ChangeRateText';
import { Link } from '@repo/ui/components/Link';
import { compareTrend, PriceText } from '@repo/ui/components/PriceText';
import { formatCompact, formatPrice } from '@repo/ui/format';
import { usePrice, usePricesStale } from '../../platform/prices/PriceStoreContext';
import { quotesMessages as messages } from './messages';
import * as styles from './quotes.css';

export type TradeProduct = Schema<'TradeProduct'>;

/** A 24 h column's cell: left out where the table's box is too narrow for them (quotes.css.ts). */
const detailCell = `${styles.cell} ${styles.detailCell}`;

/** A market table; a full one (24 h columns) in the box whose width decides whether they show. */
export function MarketTableBox({ full, children }: { full: boolean; children: ReactNode }) {
  return full ? <div className={styles.fullTableBox}>{children}</div> : children;
}

/** A product's detail page (`/m/market?id=…` or `/market?id=…`). */
export const productHref = (marketPath: string, product: Pick<TradeProduct, 'id'>) =>
  `${marketPath}?id=${encodeURIComponent(String(product.id))}`;

/**
 * The live figures of one product: its own price-store entry, or the list snapshot until the first
 * tick. Only the calling component re-renders when this symbol's quote changes.
 */
export function useLiveQuote(product: TradeProduct) {
  const quote = usePrice(product.code);
  return {
    price: quote?.price ?? product.price,
    changeRate: quote?.changeRate ?? product.changeRate,
    high: quote?.high ?? product.high,
    low: quote?.low ?? product.low,
    volume: quote?.volume ?? product.volume,
  };
}

/**
 * The row's product cell and its link, memoised apart from the row: a price message re-renders the
 * row's figures, not the link (react-aria's press and focus hooks are most of a row's render).
 */
const ProductCell = memo(function ProductCell({
  product,
  href,
  market,
}: {
  product: TradeProduct;
  href: string;
  market?: string | undefined;
}) {
  const intl = useIntl();
  return (
    <th scope="row" className={styles.cell}>
      <Link href={href} className={styles.productLink}>
        <span className={styles.code}>
          <bdi className={styles.symbol}>{product.code}</bdi>
          {product.status === 'closed' ? (
            <span className={styles.closed}>{intl.formatMessage(messages.closed)}</span>
          ) : null}
        </span>
        <span className={styles.name}>
          {/* Server text in the page's direction: an English name keeps its own order in RTL. */}
          <bdi>{product.name}</bdi>
          {market ? <span className={styles.market}>{market}</span> : null}
        </span>
      </Link>
    </th>
  );
});

/**
 * One quote row. It reads its own symbol from the price store, so a price message re-renders this
 * row only; memoised, so the list re-rendering for another reason (search, sort) leaves it alone
 * when its product and link are unchanged. The product link is the row's only interactive element
 * and covers the whole row (a stretched link), so the price and change cells open the product too
 * while keyboard and screen-reader users meet one link per row.
 */
export const QuoteRow = memo(function QuoteRow({
  product,
  href,
  market,
  details = false,
}: {
  product: TradeProduct;
  href: string;
  /** The product's market, shown under its name (search results span every market). */
  market?: string | undefined;
  /** Also the 24 h high, low and volume (the full market table of a wide screen). */
  details?: boolean;
}) {
  const intl = useIntl();
  const quote = useLiveQuote(product);
  const stale = usePricesStale();
  return (
    <tr className={styles.row} data-testid={`quote-row-${product.code}`}>
      <ProductCell product={product} href={href} market={market} />
      <td className={styles.cell}>
        <PriceText
          value={quote.price}
          precision={product.precision}
          trend={compareTrend(quote.changeRate, '0')}
          isStale={stale}
        />
      </td>
      <td className={styles.cell}>
        <ChangeRateText value={quote.changeRate} variant="pill" />
      </td>
      {details ? (
        <>
          <td className={detailCell}>{formatPrice(quote.high, intl.locale, product.precision)}</td>
          <td className={detailCell}>{formatPrice(quote.low, intl.locale, product.precision)}</td>
          <td className={detailCell}>{formatCompact(quote.volume, intl.locale)}</td>
        </>
      ) : null}
    </tr>
  );
});
