import type { NumberFormat as NumberFormatPonyfillType } from '@formatjs/intl-numberformat';
import { languageOf, numberTag } from './locale';

/**
 * The ponyfill is ~25 KiB brotli that only the listed languages need: it is fetched with their locale
 * data, so every other locale's first load carries none of it.
 */
let NumberFormatPonyfill: typeof NumberFormatPonyfillType | undefined;
const loadPonyfill = async () => {
  NumberFormatPonyfill ??= (await import('@formatjs/intl-numberformat')).NumberFormat;
  return NumberFormatPonyfill;
};

/**
 * Chromium's bundled ICU has no number data for these languages (they silently format as en-US) or
 * only abridged data (uz, az, kk: "2.5G"). `shouldPolyfill()` misses the abridged ones, so the list
 * is forced (I18N.md, decision 5).
 */
export const POLYFILLED_NUMBER_LANGUAGES = [
  'mn',
  'ckb',
  'si',
  'sq',
  'km',
  'my',
  'lo',
  'uz',
  'az',
  'kk',
] as const;
export type PolyfilledNumberLanguage = (typeof POLYFILLED_NUMBER_LANGUAGES)[number];

/** One lazily loaded chunk of CLDR number data per language (explicit paths so bundlers split them). */
const localeDataLoaders: Record<PolyfilledNumberLanguage, () => Promise<unknown>> = {
  mn: () => import('@formatjs/intl-numberformat/locale-data/mn.js'),
  ckb: () => import('@formatjs/intl-numberformat/locale-data/ckb.js'),
  si: () => import('@formatjs/intl-numberformat/locale-data/si.js'),
  sq: () => import('@formatjs/intl-numberformat/locale-data/sq.js'),
  km: () => import('@formatjs/intl-numberformat/locale-data/km.js'),
  my: () => import('@formatjs/intl-numberformat/locale-data/my.js'),
  lo: () => import('@formatjs/intl-numberformat/locale-data/lo.js'),
  uz: () => import('@formatjs/intl-numberformat/locale-data/uz.js'),
  az: () => import('@formatjs/intl-numberformat/locale-data/az.js'),
  kk: () => import('@formatjs/intl-numberformat/locale-data/kk.js'),
};

const loadedLanguages = new Set<string>();
const pendingLoads = new Map<string, Promise<boolean>>();

type LocaleDataSink = { __addLocaleData?: (...data: unknown[]) => void };

/**
 * The locale-data files register themselves on `Intl.NumberFormat.__addLocaleData` when it exists.
 * Point that hook at the ponyfill instead of replacing the global constructor, so only the listed
 * languages go through the ponyfill and every other locale keeps the fast native Intl.
 */
function routeLocaleDataToPonyfill(ponyfill: typeof NumberFormatPonyfillType): void {
  const sink = Intl.NumberFormat as unknown as LocaleDataSink;
  if (typeof sink.__addLocaleData === 'function') return;
  Object.defineProperty(Intl.NumberFormat, '__addLocaleData', {
    configurable: true,
    value: (...data: unknown[]) => (ponyfill.__addLocaleData as (...d: unknown[]) => void)(...data),
  });
}

function isPolyfilledLanguage(language: string): language is PolyfilledNumberLanguage {
  return (POLYFILLED_NUMBER_LANGUAGES as readonly string[]).includes(language);
}

/**
 * Loads CLDR number data for a language in the forced list; resolves `true` once the locale formats
 * through the ponyfill, `false` for every other locale (native Intl has their data). Call it before
 * rendering numbers in a new locale; it is idempotent and safe to call concurrently.
 */
export function loadNumberLocaleData(locale: string): Promise<boolean> {
  const language = languageOf(locale);
  if (!isPolyfilledLanguage(language)) return Promise.resolve(false);
  if (loadedLanguages.has(language)) return Promise.resolve(true);
  const pending = pendingLoads.get(language);
  if (pending) return pending;
  const load = loadPonyfill()
    .then((ponyfill) => {
      routeLocaleDataToPonyfill(ponyfill);
      return localeDataLoaders[language]();
    })
    .then(() => {
      loadedLanguages.add(language);
      return true;
    })
    .finally(() => pendingLoads.delete(language));
  pendingLoads.set(language, load);
  return load;
}

/** Whether numbers in this locale format with loaded CLDR data rather than the browser's. */
export function usesNumberPolyfill(locale: string): boolean {
  return loadedLanguages.has(languageOf(locale));
}

/** True when the listed language has no usable data yet (not loaded): callers fall back. */
export function lacksNumberData(locale: string): boolean {
  const language = languageOf(locale);
  return isPolyfilledLanguage(language) && !loadedLanguages.has(language);
}

/** What both constructors share: `format` takes a decimal string (NumberFormat v3). */
export interface DecimalFormatter {
  format(value: string): string;
  formatToParts(value: string): Intl.NumberFormatPart[];
  resolvedOptions(): { locale: string };
}

const cache = new Map<string, DecimalFormatter>();

/**
 * A cached number formatter for `locale` with Latin digits. Building an Intl formatter is costly and
 * the quotes screen formats hundreds of prices a second, so formatters are reused per options.
 */
export function numberFormatter(
  locale: string,
  options: Intl.NumberFormatOptions,
): DecimalFormatter {
  const tag = numberTag(locale);
  const ponyfill = usesNumberPolyfill(tag) ? NumberFormatPonyfill : undefined;
  const polyfilled = ponyfill !== undefined;
  const key = `${polyfilled ? 'p' : 'n'}|${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = ponyfill
      ? (new ponyfill(
          tag,
          options as ConstructorParameters<typeof NumberFormatPonyfillType>[1],
        ) as unknown as DecimalFormatter)
      : (new Intl.NumberFormat(tag, options) as unknown as DecimalFormatter);
    cache.set(key, formatter);
  }
  return formatter;
}
