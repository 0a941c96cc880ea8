import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type * as LightweightCharts from 'lightweight-charts';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { dateTag, formatPrice } from '../../format';
import { vars } from '../../theme/contract.css';
import { useUiTheme } from '../../theme/UiProvider';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import {
  applyLiveTrade,
  summarizeCandles,
  toDrawnCandles,
  toSeconds,
  type DrawnCandle,
  type KlineCandle,
} from './candles';
import * as styles from './KlineChart.css';

export type { KlineCandle } from './candles';

const messages = defineMessages<{
  summary: { count: number; close: string; high: string; low: string };
  empty: NoMessageValues;
  loadFailed: NoMessageValues;
  attribution: NoMessageValues;
  newTab: NoMessageValues;
}>({
  summary: {
    id: 'ui.klineChart.summary',
    defaultMessage:
      '{count, plural, one {# candle} other {# candles}}: last close {close}, high {high}, low {low}',
    description:
      'Text alternative of a price chart, read by screen readers: number of candles, last closing price, highest and lowest price shown',
  },
  empty: {
    id: 'ui.klineChart.empty',
    defaultMessage: 'No price history for this period yet',
    description: 'Shown instead of a price chart when there are no candles',
  },
  attribution: {
    id: 'ui.klineChart.attribution',
    defaultMessage: 'Chart by TradingView Lightweight Charts',
    description:
      'Small link under a price chart naming the charting library (its licence asks for attribution)',
  },
  newTab: {
    id: 'ui.klineChart.newTab',
    defaultMessage: '(opens in a new tab)',
    description:
      'Screen-reader text after the chart attribution link: following it opens another browser tab',
  },
  loadFailed: {
    id: 'ui.klineChart.loadFailed',
    defaultMessage: 'The chart could not be loaded.',
    description: 'Shown when the chart drawing code failed to download (e.g. a network problem)',
  },
});

type ChartLibrary = typeof LightweightCharts;

/**
 * The chart library is fetched on demand, the first time a chart has candles to draw, so it stays out
 * of every other screen's JavaScript (its own chunk in the build).
 */
export const loadChartLibrary = (): Promise<ChartLibrary> => import('lightweight-charts');

export interface KlineChartProps {
  /** Candles, oldest first (as `getTradeProductKline` returns them); undefined while loading. */
  candles: readonly KlineCandle[] | undefined;
  /** Accessible name, e.g. "BTC/USDT, 1 hour candles". */
  label: string;
  /** The product's price precision (decimal places) for the axis and the summary. */
  precision: number;
  /** Loading failed: shown as an error state with a retry button when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
  /**
   * The latest trade (live price topic): the newest candle follows it, and a new one opens when its
   * period is over. `time` is the trade's time (RFC 3339 or epoch seconds), the device clock if absent.
   */
  live?: { price: string; time?: string | number | undefined } | undefined;
  /** The candles' period in seconds (60 for 1m), for `live`. */
  intervalSeconds?: number;
  /**
   * The text summary follows live trades (a polite live region), read at most this often so a busy
   * market does not talk over everything else. 10 s by default.
   */
  announceEveryMs?: number;
  /** Height of the drawing area in CSS pixels; the width follows the container. */
  blockSize?: number;
  className?: string;
}

/** How often, at most, the summary reads a new live price. */
export const ANNOUNCE_EVERY_MS = 10_000;

/** Reads what a colour token resolves to inside `element` (canvas drawing needs a real colour). */
function resolveColor(element: HTMLElement, token: string): string {
  const probe = element.ownerDocument.createElement('span');
  probe.style.color = token;
  probe.style.display = 'none';
  element.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/**
 * A candlestick chart on lightweight-charts, in the theme's colours (rise and fall follow the
 * reverse-colour switch and are re-read when the theme changes). Loading, empty and error states;
 * the canvas is hidden from assistive technology and described by a text summary instead.
 */
export function KlineChart({
  candles,
  label,
  precision,
  error,
  onRetry,
  isRetrying = false,
  live,
  intervalSeconds,
  announceEveryMs = ANNOUNCE_EVERY_MS,
  blockSize = 280,
  className,
}: KlineChartProps) {
  const intl = useIntl();
  const { theme, reversed } = useUiTheme();
  const summaryId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{
    api: IChartApi;
    series: ISeriesApi<'Candlestick'>;
  } | null>(null);
  const [library, setLibrary] = useState<ChartLibrary | null>(null);
  const [libraryFailed, setLibraryFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hasCandles = candles !== undefined && candles.length > 0 && error === undefined;

  useEffect(() => {
    if (!hasCandles || library) return;
    let cancelled = false;
    loadChartLibrary().then(
      (loaded) => {
        if (!cancelled) setLibrary(loaded);
      },
      () => {
        if (!cancelled) setLibraryFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [hasCandles, library, attempt]);

  // One chart per mounted drawing area.
  useEffect(() => {
    const element = containerRef.current;
    if (!library || !element || !hasCandles) return;
    const api = library.createChart(element, {
      autoSize: true,
      // The library's logo is a link inside the canvas, focusable under aria-hidden; the attribution
      // is a real link under the chart instead.
      layout: { attributionLogo: false },
      handleScale: { axisPressedMouseMove: true },
      // A few empty bars after the newest candle: its time label is drawn centred under it and
      // would otherwise be cut off by the price scale.
      timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 3 },
    });
    const series = api.addSeries(library.CandlestickSeries, {});
    setChart({ api, series });
    return () => {
      setChart(null);
      api.remove();
    };
  }, [library, hasCandles]);

  // Colours from the tokens, again whenever the theme or the trend switch changes.
  useEffect(() => {
    const element = containerRef.current;
    if (!chart || !element || !library) return;
    const color = (token: string) => resolveColor(element, token);
    const rise = color(vars.trend.rise);
    const fall = color(vars.trend.fall);
    const grid = color(vars.border.neutral);
    chart.api.applyOptions({
      // Axis and crosshair prices as everywhere else in the app: the locale's digits and grouping.
      localization: {
        // Latin digits, Gregorian calendar and a 24-hour clock on the time axis (I18N.md rule 4).
        locale: dateTag(intl.locale),
        priceFormatter: (value: number) =>
          formatPrice(value.toFixed(precision), intl.locale, precision),
      },
      layout: {
        background: { type: library.ColorType.Solid, color: color(vars.background.surface) },
        textColor: color(vars.foreground.secondary),
        fontFamily: getComputedStyle(element).fontFamily,
      },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: { borderColor: grid },
    });
    chart.series.applyOptions({
      upColor: rise,
      downColor: fall,
      borderUpColor: rise,
      borderDownColor: fall,
      wickUpColor: rise,
      wickDownColor: fall,
      priceFormat: { type: 'price', precision, minMove: Number(`1e-${precision}`) },
    });
  }, [chart, library, theme, reversed, precision, intl.locale]);

  // The newest drawn candle, which live trades move.
  const lastCandle = useRef<DrawnCandle | undefined>(undefined);
  useEffect(() => {
    if (!chart || !candles) return;
    const drawn = toDrawnCandles(candles);
    chart.series.setData(drawn.map((candle) => ({ ...candle, time: candle.time as UTCTimestamp })));
    chart.api.timeScale().fitContent();
    lastCandle.current = drawn.at(-1);
  }, [chart, candles]);

  // The latest live trade as the text summary reads it: at once, then at most every
  // `announceEveryMs` (the newest trade of the wait wins). It belongs to the candles it moved, so
  // new candles (another interval) start from their own last close.
  const [announced, setAnnounced] = useState<{
    candles: readonly KlineCandle[] | undefined;
    price: string;
  } | null>(null);
  const pendingPrice = useRef<string | undefined>(undefined);
  const lastAnnouncedAt = useRef(Number.NEGATIVE_INFINITY);
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(announceTimer.current), []);
  const announce = (price: string) => {
    pendingPrice.current = price;
    if (announceTimer.current !== undefined) return;
    const wait = lastAnnouncedAt.current + announceEveryMs - Date.now();
    const flush = () => {
      announceTimer.current = undefined;
      lastAnnouncedAt.current = Date.now();
      const latest = pendingPrice.current;
      if (latest !== undefined) setAnnounced({ candles, price: latest });
    };
    if (wait <= 0) flush();
    else announceTimer.current = setTimeout(flush, wait);
  };

  const livePrice = live?.price;
  const liveTime = live?.time;
  useEffect(() => {
    const last = lastCandle.current;
    if (!chart || !last || livePrice === undefined || !intervalSeconds) return;
    const time = liveTime === undefined ? Date.now() / 1000 : toSeconds(liveTime);
    const next = applyLiveTrade(last, Number(livePrice), time, intervalSeconds);
    if (!next) return;
    chart.series.update({ ...next, time: next.time as UTCTimestamp });
    lastCandle.current = next;
    announce(livePrice);
    // What the newest candle shows now, for tests and tooling (the canvas cannot be read back).
    containerRef.current?.setAttribute('data-last-candle', `${next.time}:${next.close}`);
    // `announce` only reads refs and sets state: not a dependency of the trade.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, livePrice, liveTime, intervalSeconds]);

  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  if (error !== undefined) {
    return (
      <div className={rootClass}>
        <ErrorState
          description={error}
          {...(onRetry ? { onRetry } : {})}
          isRetrying={isRetrying}
          headingLevel={3}
        />
      </div>
    );
  }
  if (libraryFailed) {
    return (
      <div className={rootClass}>
        <ErrorState
          description={intl.formatMessage(messages.loadFailed)}
          onRetry={() => {
            setLibraryFailed(false);
            setAttempt((n) => n + 1);
          }}
          headingLevel={3}
        />
      </div>
    );
  }
  if (candles === undefined) {
    return (
      <div className={rootClass}>
        <Skeleton shape="rect" blockSize={blockSize} label={label} />
      </div>
    );
  }
  const summary = summarizeCandles(
    candles,
    announced?.candles === candles ? announced.price : undefined,
  );
  if (!summary) {
    return (
      <div className={rootClass}>
        <EmptyState title={intl.formatMessage(messages.empty)} headingLevel={3} />
      </div>
    );
  }
  const price = (value: string) => formatPrice(value, intl.locale, precision);
  return (
    <div className={rootClass} data-testid="kline-chart" data-ready={chart ? 'true' : 'false'}>
      <div role="img" aria-label={label} aria-describedby={summaryId}>
        {/* The time axis runs left to right in every language, as on every trading chart. */}
        <div
          ref={containerRef}
          dir="ltr"
          aria-hidden="true"
          className={styles.canvas}
          style={{ blockSize }}
        />
        {library ? null : (
          <div className={styles.loadingOverlay}>
            <Skeleton shape="rect" blockSize={blockSize} label={label} />
          </div>
        )}
      </div>
      <Link
        className={styles.attribution}
        href="https://www.tradingview.com/lightweight-charts/"
        target="_blank"
        rel="noopener noreferrer"
        standalone
      >
        {intl.formatMessage(messages.attribution)}
        <span className={styles.visuallyHidden}> {intl.formatMessage(messages.newTab)}</span>
      </Link>
      <p id={summaryId} className={styles.visuallyHidden} aria-live="polite">
        {intl.formatMessage(messages.summary, {
          count: summary.count,
          close: price(summary.close),
          high: price(summary.high),
          low: price(summary.low),
        })}
      </p>
    </div>
  );
}
