import { RTL_LANGUAGES, type Direction } from './locales';

type TextInfo = { direction?: string };
type LocaleWithTextInfo = Intl.Locale & {
  textInfo?: TextInfo;
  getTextInfo?: () => TextInfo;
};

/**
 * Writing direction of a tag from CLDR through `Intl.Locale` (`textInfo` in current engines,
 * `getTextInfo()` in the revised proposal), else from the list of right-to-left languages.
 */
export function directionOf(tag: string): Direction {
  let locale: LocaleWithTextInfo;
  try {
    locale = new Intl.Locale(tag) as LocaleWithTextInfo;
  } catch {
    return 'ltr';
  }
  const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  return RTL_LANGUAGES.has(locale.language) ? 'rtl' : 'ltr';
}

/**
 * Sets `<html lang dir>`; call it before the first paint and on every language change so logical
 * CSS properties flip for fa, ckb, ar and ur.
 */
export function applyDocumentLocale(
  tag: string,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = tag;
  root.dir = directionOf(tag);
}
