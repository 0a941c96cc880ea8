/**
 * Locale tags for formatting: every trading number and date is shown with Latin digits and the
 * Gregorian calendar whatever the user's language (I18N.md, decisions 4 and 7).
 */

const FALLBACK_TAG = 'en-US';

/** A canonical BCP 47 tag, or en-US when the tag is not well-formed. */
export function canonicalTag(tag: string): string {
  try {
    return new Intl.Locale(tag).toString();
  } catch {
    return FALLBACK_TAG;
  }
}

/** The base language subtag (`fa` for `fa-IR`, `uz` for `uz-Latn-UZ`). */
export function languageOf(tag: string): string {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return 'en';
  }
}

/** The tag with `-u-nu-latn`, so Intl never picks Arabic-Indic, Persian, Bengali or Burmese digits. */
export function numberTag(tag: string): string {
  try {
    return new Intl.Locale(tag, { numberingSystem: 'latn' }).toString();
  } catch {
    return `${FALLBACK_TAG}-u-nu-latn`;
  }
}

/** The tag with Latin digits, the Gregorian calendar and a 24-hour clock. */
export function dateTag(tag: string): string {
  try {
    return new Intl.Locale(tag, {
      numberingSystem: 'latn',
      calendar: 'gregory',
      hourCycle: 'h23',
    }).toString();
  } catch {
    return `${FALLBACK_TAG}-u-ca-gregory-hc-h23-nu-latn`;
  }
}
