/**
 * Locale tags for formatting: every trading number and date is shown with Latin digits and the
 * Gregorian calendar whatever the user's language (I18N.md, decisions 4 and 7).
 */

const FALLBACK_TAG = 'en-US';

/**
 * Each price row formats several numbers per tick, and building an `Intl.Locale` for each was about a
 * third of a row's render: the answers per tag are kept. An app uses a handful of tags; the bound only
 * keeps a caller passing arbitrary tags from growing the maps without end.
 */
const MEMO_LIMIT = 64;
function memoByTag(derive: (tag: string) => string): (tag: string) => string {
  const known = new Map<string, string>();
  return (tag) => {
    let answer = known.get(tag);
    if (answer === undefined) {
      answer = derive(tag);
      if (known.size >= MEMO_LIMIT) known.clear();
      known.set(tag, answer);
    }
    return answer;
  };
}

/** A canonical BCP 47 tag, or en-US when the tag is not well-formed. */
export const canonicalTag = memoByTag((tag: string): string => {
  try {
    return new Intl.Locale(tag).toString();
  } catch {
    return FALLBACK_TAG;
  }
});

/** The base language subtag (`fa` for `fa-IR`, `uz` for `uz-Latn-UZ`). */
export const languageOf = memoByTag((tag: string): string => {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return 'en';
  }
});

/** The tag with `-u-nu-latn`, so Intl never picks Arabic-Indic, Persian, Bengali or Burmese digits. */
export const numberTag = memoByTag((tag: string): string => {
  try {
    return new Intl.Locale(tag, { numberingSystem: 'latn' }).toString();
  } catch {
    return `${FALLBACK_TAG}-u-nu-latn`;
  }
});

/** The tag with Latin digits, the Gregorian calendar and a 24-hour clock. */
export const dateTag = memoByTag((tag: string): string => {
  try {
    return new Intl.Locale(tag, {
      numberingSystem: 'latn',
      calendar: 'gregory',
      hourCycle: 'h23',
    }).toString();
  } catch {
    return `${FALLBACK_TAG}-u-ca-gregory-hc-h23-nu-latn`;
  }
});
