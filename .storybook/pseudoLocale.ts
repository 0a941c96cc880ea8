/**
 * The long-text pseudo-locale for Storybook: every literal part of an ICU message becomes accented,
 * about 40 % longer and bracketed, so untranslated strings and tight layouts show at a glance.
 * Placeholders, plural/select syntax and rich-text tag names are left intact.
 */
export const PSEUDO_LOCALE = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = 'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENTED = new Map(Array.from(PLAIN, (ch, i) => [ch, Array.from(ACCENTS)[i]!]));

const PAD = ' ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ·ẋ';

/**
 * Literal text sits at even brace depth (0 at the top, 2 inside plural/select options, ...); odd depth
 * is argument syntax. Text inside `<tag>` markers and ICU `'` escapes is copied as is.
 */
export function pseudoLocalize(message: string): string {
  let depth = 0;
  let out = '';
  let literal = 0;
  let inTag = false;
  for (const ch of message) {
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    else if (depth % 2 === 0 && ch === '<') inTag = true;
    else if (inTag && ch === '>') {
      inTag = false;
      out += ch;
      continue;
    }
    const isText = depth % 2 === 0 && !inTag && ch !== '{' && ch !== '}' && ch !== '#';
    if (isText && /\S/.test(ch)) literal += 1;
    out += isText ? (ACCENTED.get(ch) ?? ch) : ch;
  }
  if (literal === 0) return message;
  return `[${out}${PAD.slice(0, Math.ceil(literal * 0.4))}]`;
}
