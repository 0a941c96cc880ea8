import { Big, MISSING_VALUE, isFormattableDecimal, roundDecimal, truncateDecimal } from './decimal';
import { languageOf } from './locale';
import { lacksNumberData, numberFormatter } from './numberFormat';

/** Intl accepts 0–100 fraction digits. */
function clampPlaces(places: number): number {
  if (!Number.isFinite(places)) return 0;
  return Math.min(100, Math.max(0, Math.trunc(places)));
}

/**
 * A price with the product's own precision (rounded half-up, grouped, Latin digits):
 * `formatPrice('64123.5', 'de-DE', 2)` → `64.123,50`.
 */
export function formatPrice(value: string, locale: string, precision: number): string {
  if (!isFormattableDecimal(value)) return MISSING_VALUE;
  const places = clampPlaces(precision);
  return numberFormatter(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    signDisplay: 'negative',
  }).format(roundDecimal(value, places));
}

/**
 * A change rate given in percent units (`'1.234'` means 1.234 %), signed, two decimals:
 * `+1.23%`, `-0.50%`, `0.00%`; placement and spacing of `%` follow the locale (`%1,23` in tr).
 */
export function formatChangeRate(value: string, locale: string): string {
  if (!isFormattableDecimal(value)) return MISSING_VALUE;
  return numberFormatter(locale, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(roundDecimal(value, 2));
}

/**
 * A balance or amount: TRUNCATED (never rounded up) to `places` decimals (default 4), grouped:
 * `formatAmount('1234.56789', 'en-US')` → `1,234.5678`.
 */
export function formatAmount(value: string, locale: string, places = 4): string {
  if (!isFormattableDecimal(value)) return MISSING_VALUE;
  const digits = clampPlaces(places);
  return numberFormatter(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  }).format(truncateDecimal(value, digits));
}

/** The spec's own abbreviations, largest first. */
const LITERAL_UNITS = [
  { suffix: 'B', exponent: 9 },
  { suffix: 'M', exponent: 6 },
  { suffix: 'K', exponent: 3 },
] as const;

/** Languages whose compact forms are the spec's K/M/B anyway, and ckb whose data is never there. */
const LITERAL_COMPACT_LANGUAGES = new Set(['en', 'ckb']);

function formatLiteralCompact(value: string, locale: string): string {
  const number = new Big(value.trim());
  const magnitude = number.abs();
  const plain = numberFormatter(locale, { maximumFractionDigits: 2, signDisplay: 'negative' });
  for (const { suffix, exponent } of LITERAL_UNITS) {
    // Take a unit once the next smaller one would show 1000 or more after rounding, so 999.999 is
    // "1K" and 999999.999 is "1M", but 999 stays "999".
    const belowUnit = magnitude.div(new Big(10).pow(exponent - 3)).round(2, Big.roundHalfUp);
    if (belowUnit.gte(1000)) {
      const scaled = magnitude.div(new Big(10).pow(exponent)).round(2, Big.roundHalfUp);
      const signed = number.lt(0) ? scaled.neg() : scaled;
      return `${plain.format(signed.toFixed(2))}${suffix}`;
    }
  }
  return plain.format(number.round(2, Big.roundHalfUp).toFixed(2));
}

/**
 * A market magnitude (volume, turnover) in compact form. Literal K/M/B for English and where the
 * locale has no data (always ckb; mn, si, sq, km, my, lo, uz, az, kk until their data is loaded);
 * Intl's compact forms elsewhere, because K/M/B mislead in id ("M" is 1e9) and tr ("B" is 1e3).
 * Never use it for balances, prices or P&L.
 */
export function formatCompact(value: string, locale: string): string {
  if (!isFormattableDecimal(value)) return MISSING_VALUE;
  const language = languageOf(locale);
  if (LITERAL_COMPACT_LANGUAGES.has(language) || lacksNumberData(locale)) {
    return formatLiteralCompact(value, locale);
  }
  const formatter = numberFormatter(locale, {
    notation: 'compact',
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  });
  // A browser without data for the language resolves to another one: its compact forms would be
  // another language's words, so use the literal ones.
  if (languageOf(formatter.resolvedOptions().locale) !== language) {
    return formatLiteralCompact(value, locale);
  }
  return formatter.format(value.trim());
}

export interface CurrencyOptions {
  /** ISO code whose decimals and placement are used; the symbol shown is always the site's. */
  currency?: string;
}

/**
 * Money with the site's currency symbol (default `$`) where the locale puts a currency: the symbol
 * replaces the `currency` part of `formatToParts` (`$1,234.50` in en-US, `1.234,50 $` in de-DE).
 * VND has no decimals and groups with dots whatever the locale (spec §9).
 */
export function formatCurrency(
  value: string,
  locale: string,
  symbol = '$',
  options: CurrencyOptions = {},
): string {
  if (!isFormattableDecimal(value)) return MISSING_VALUE;
  const currency = (options.currency ?? 'USD').toUpperCase();
  const isVnd = currency === 'VND';
  let formatter;
  try {
    formatter = numberFormatter(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(isVnd ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
  } catch {
    return MISSING_VALUE;
  }
  const parts = formatter.formatToParts(value.trim());
  return parts
    .map((part) => {
      if (part.type === 'currency') return symbol;
      if (isVnd && part.type === 'group') return '.';
      return part.value;
    })
    .join('');
}
