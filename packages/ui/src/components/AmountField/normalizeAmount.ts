/**
 * Amount input normalisation (I18N.md decision 8): accept `,` and `.` (and the Arabic and full-width
 * separators) as the decimal separator and native digits, and produce a Latin decimal string. Never a
 * JS number: the string goes to the decimal library and the API as typed.
 */

/** Code points of the zero digit in the digit blocks our 40 locales type. */
const ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Persian, Urdu)
  0x0966, // Devanagari
  0x09e6, // Bengali
  0x0be6, // Tamil
  0x0e50, // Thai
  0x0ed0, // Lao
  0x1040, // Myanmar
  0x17e0, // Khmer
  0xff10, // Full-width
];

export function toLatinDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? ch : String(code - zero);
  }
  return out;
}

const DECIMAL_MARKS = /[.,٫．，]/g;
const IGNORED = /[\s'’٬_]/g;

/**
 * The typed or pasted text as a Latin decimal string, or `null` when it cannot be an amount (letters,
 * a sign, two different decimal points in the wrong order...). One separator is the decimal point; with
 * both kinds present, the last one is the decimal point and the others are grouping; one kind repeated
 * is grouping when groups of three follow it. Extra decimals beyond `maxDecimals` are cut off, never rounded.
 */
export function normalizeAmountInput(raw: string, maxDecimals?: number): string | null {
  const text = toLatinDigits(raw).replace(IGNORED, '');
  if (text === '') return '';
  const marks = [...text.matchAll(DECIMAL_MARKS)].map((m) => ({ ch: m[0], at: m.index }));
  let decimalAt = -1;
  if (marks.length === 1) decimalAt = marks[0]!.at;
  else if (marks.length > 1) {
    const last = marks[marks.length - 1]!;
    const kinds = new Set(marks.map((m) => (m.ch === '.' || m.ch === '．' ? '.' : ',')));
    if (kinds.size > 1) {
      const lastKind = last.ch === '.' || last.ch === '．' ? '.' : ',';
      if (marks.filter((m) => (m.ch === '.' || m.ch === '．' ? '.' : ',') === lastKind).length > 1)
        return null;
      decimalAt = last.at;
    }
  }
  const grouped = decimalAt === -1 ? text : text.slice(0, decimalAt);
  // Grouping marks only where groups of three follow (`1,234,567`); a second decimal point typed
  // into `12.5` is a mistake, not grouping.
  const groups = grouped.split(DECIMAL_MARKS);
  if (groups.length > 1 && groups.slice(1).some((g) => g.length !== 3)) return null;
  const whole = groups.join('');
  let fraction = decimalAt === -1 ? undefined : text.slice(decimalAt + 1);
  if (!/^\d*$/.test(whole) || (fraction !== undefined && !/^\d*$/.test(fraction))) return null;
  if (fraction !== undefined && maxDecimals !== undefined) {
    fraction = maxDecimals === 0 ? undefined : fraction.slice(0, maxDecimals);
  }
  const integer = whole.replace(/^0+(?=\d)/, '') || (fraction !== undefined ? '0' : '');
  return fraction === undefined ? integer : `${integer}.${fraction}`;
}
