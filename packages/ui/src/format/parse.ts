import { numberFormatter } from './numberFormat';

/**
 * A decimal digit of any script (Arabic-Indic ٣, Persian ۳, Bengali ৩, Devanagari ३, Thai ๓, Burmese
 * ၃, full-width ３ …) → its Latin digit. Unicode encodes every decimal digit set as a run of ten code
 * points starting at zero, so the value is the count of digits before it in its run, modulo 10.
 */
function latinDigit(char: string): string {
  if (char >= '0' && char <= '9') return char;
  const codePoint = char.codePointAt(0) ?? 0;
  let steps = 0;
  while (steps < 60 && /\p{Nd}/u.test(String.fromCodePoint(codePoint - steps - 1))) steps += 1;
  return String(steps % 10);
}

/** Separators people type: Arabic decimal/thousands signs, full-width punctuation, spaces. */
const DECIMAL_SIGNS = new Set(['\u066B', '\uFF0E']); // ٫ ．
const COMMA_SIGNS = new Set(['\uFF0C']); // ，
const GROUP_SIGNS = new Set([
  '\u066C', // ٬ Arabic thousands separator
  ' ',
  '\u00A0', // no-break space (fr)
  '\u202F', // narrow no-break space (fr)
  '\u2009', // thin space
  "'", // de-CH
  '\u2019', // ’ de-CH
]);
/** Direction marks that copy-paste from RTL text brings along. */
const INVISIBLE = /[\u200E\u200F\u061C\u200B\u2066-\u2069]/g;

function localeGroupSeparator(locale: string): string {
  const group = numberFormatter(locale, { useGrouping: true })
    .formatToParts('1000000')
    .find((part) => part.type === 'group');
  return group?.value ?? ',';
}

/** Drops leading zeros of the integer part and trailing zeros of the fraction: `007.50` → `7.5`. */
function normalise(integer: string, fraction: string): string {
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
}

/**
 * Reads what a user typed into an amount field: native digits, `,` or `.` as the decimal separator,
 * grouping with `,` `.` spaces or apostrophes. Returns a Latin decimal string (`1234.5`) or null when
 * it is not a non-negative number. With one lone separator followed by exactly three digits, the
 * locale decides: grouping if it is the locale's group separator (`1,234` in en-US, `1.234` in
 * de-DE), the decimal separator otherwise (`1,234` in de-DE).
 */
export function parseAmountInput(input: string, locale: string): string | null {
  let text = '';
  for (const char of input.replace(INVISIBLE, '').trim()) {
    if (/\p{Nd}/u.test(char)) text += latinDigit(char);
    else if (char === '.' || DECIMAL_SIGNS.has(char)) text += '.';
    else if (char === ',' || COMMA_SIGNS.has(char)) text += ',';
    else if (GROUP_SIGNS.has(char)) text += ' ';
    else return null;
  }
  if (!/\d/.test(text)) return null;

  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimalAt = -1;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalAt = Math.max(lastDot, lastComma);
  } else if (lastDot >= 0 || lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const separator = text.charAt(at);
    const occurrences = text.split(separator).length - 1;
    const after = text.slice(at + 1);
    const before = text.slice(0, at).replace(/ /g, '');
    const looksGrouped =
      occurrences > 1 ||
      (/^\d{3}$/.test(after) &&
        /^[1-9]\d{0,2}$/.test(before) &&
        localeGroupSeparator(locale).trim() === separator);
    decimalAt = looksGrouped ? -1 : at;
  }

  const integerText = decimalAt >= 0 ? text.slice(0, decimalAt) : text;
  const fractionText = decimalAt >= 0 ? text.slice(decimalAt + 1) : '';
  // Grouping belongs to the integer part and sits between digits.
  if (integerText !== '' && !/^\d+(?:[ .,]\d+)*$/.test(integerText)) return null;
  // The decimal separator appears once; grouping never uses the same character.
  if (decimalAt >= 0 && integerText.includes(text.charAt(decimalAt))) return null;
  if (!/^\d*$/.test(fractionText)) return null;
  const integer = integerText.replace(/[ .,]/g, '');
  if (integer === '' && fractionText === '') return null;
  return normalise(integer, fractionText);
}
