import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Checks a translation file must pass before it ships (scripts/i18n-gate.ts runs them): real
 * translations, every plural category the language needs, the language's own script, and Latin
 * digits (the app shows every number with Latin digits, I18N.md decision 4).
 */

/** Tokens that stay the same in every language: brands, units, tickers, abbreviations. */
export const UNTRANSLATED_ALLOW_LIST: ReadonlySet<string> = new Set([
  'USDT',
  'USD',
  'BTC',
  'ETH',
  'K',
  'M',
  'B',
  'KYC',
  'ID',
  'OK',
  'VIP',
  'API',
  'App',
  'APP',
  'FAQ',
  'PC',
  'iOS',
  'Android',
  'Google',
  'Apple',
  'Email',
  'E-mail',
  'PDF',
  // Image formats and the size unit an upload names.
  'JPEG',
  'PNG',
  'WebP',
  'MB',
  'QR',
  'URL',
  // The charting library's name, kept as its licence's attribution asks.
  'TradingView',
  'Lightweight',
  'Charts',
]);

/** Scripts a locale's letters may use (besides allow-listed Latin tokens). */
const SCRIPTS: Readonly<Record<string, RegExp>> = {
  zh: /\p{Script_Extensions=Han}/u,
  ja: /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u,
  ko: /[\p{Script_Extensions=Hangul}\p{Script_Extensions=Han}]/u,
  ru: /\p{Script_Extensions=Cyrillic}/u,
  uk: /\p{Script_Extensions=Cyrillic}/u,
  mn: /\p{Script_Extensions=Cyrillic}/u,
  kk: /\p{Script_Extensions=Cyrillic}/u,
  fa: /\p{Script_Extensions=Arabic}/u,
  ar: /\p{Script_Extensions=Arabic}/u,
  ur: /\p{Script_Extensions=Arabic}/u,
  ckb: /\p{Script_Extensions=Arabic}/u,
  bn: /\p{Script_Extensions=Bengali}/u,
  hi: /\p{Script_Extensions=Devanagari}/u,
  am: /\p{Script_Extensions=Ethiopic}/u,
  si: /\p{Script_Extensions=Sinhala}/u,
  th: /\p{Script_Extensions=Thai}/u,
  km: /\p{Script_Extensions=Khmer}/u,
  my: /\p{Script_Extensions=Myanmar}/u,
  lo: /\p{Script_Extensions=Lao}/u,
  ta: /\p{Script_Extensions=Tamil}/u,
};
const LATIN = /\p{Script_Extensions=Latin}/u;

export function scriptOf(tag: string): RegExp {
  const language = new Intl.Locale(tag).language;
  return SCRIPTS[language] ?? LATIN;
}

/** The literal text of a message, with arguments, plural `#` and tags' names removed. */
export function literalText(elements: readonly MessageFormatElement[]): string {
  const parts: string[] = [];
  for (const node of elements) {
    if (node.type === TYPE.literal) parts.push(node.value);
    else if (node.type === TYPE.tag) parts.push(literalText(node.children));
    else if (node.type === TYPE.plural || node.type === TYPE.select) {
      for (const option of Object.values(node.options)) parts.push(literalText(option.value));
    } else parts.push(' ');
  }
  return parts.join(' ');
}

/** A letter of another script; marks and script-neutral letters (ʻ, ー) belong to every script. */
function isForeignLetter(char: string, script: RegExp): boolean {
  if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return false;
  return !script.test(char);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Allow-listed tokens as whole Latin words: `K` in `K线图`, not the K of `Kiosk`. */
const ALLOWED_TOKENS = new RegExp(
  `(?<!\\p{Script=Latin})(?:${[...UNTRANSLATED_ALLOW_LIST]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?!\\p{Script=Latin})`,
  'gu',
);

/** The letters left once allow-listed tokens are removed: what must be translated. */
function translatableLetters(text: string): string[] {
  return [...text.replace(ALLOWED_TOKENS, ' ')].filter((char) => /\p{L}/u.test(char));
}

export interface TranslationProblem {
  id: string;
  problem: 'untranslated' | 'plural-categories' | 'wrong-script' | 'native-digits' | 'invalid-icu';
  detail: string;
}

function pluralProblems(
  id: string,
  tag: string,
  elements: readonly MessageFormatElement[],
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.plural) {
        const needed = new Intl.PluralRules(tag, {
          type: node.pluralType ?? 'cardinal',
        }).resolvedOptions().pluralCategories;
        const missing = needed.filter((category) => !(category in node.options));
        if (missing.length > 0) {
          problems.push({
            id,
            problem: 'plural-categories',
            detail: `{${node.value}} lacks ${missing.join(', ')} (${tag} needs ${needed.join(', ')})`,
          });
        }
      }
      if (node.type === TYPE.plural || node.type === TYPE.select) {
        for (const option of Object.values(node.options)) visit(option.value);
      } else if (node.type === TYPE.tag) visit(node.children);
    }
  };
  visit(elements);
  return problems;
}

/**
 * Every problem of a translation file against the English source (`{id: ICU string}` both).
 * Missing and extra keys and structural equality are `formatjs verify`'s job; this covers the rest.
 */
export function checkTranslation(
  tag: string,
  source: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string>>,
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const script = scriptOf(tag);
  for (const [id, message] of Object.entries(translation)) {
    let ast: MessageFormatElement[];
    try {
      ast = parse(message);
    } catch (error) {
      problems.push({ id, problem: 'invalid-icu', detail: (error as Error).message });
      continue;
    }
    const letters = translatableLetters(literalText(ast));
    const english = source[id];
    if (english !== undefined && message === english && letters.length > 0) {
      problems.push({ id, problem: 'untranslated', detail: `same as English: ${message}` });
    }
    const foreign = letters.filter((char) => isForeignLetter(char, script));
    if (foreign.length > 0) {
      problems.push({
        id,
        problem: 'wrong-script',
        detail: `letters not in the script of ${tag}: ${[...new Set(foreign)].join('')}`,
      });
    }
    // ARCHITECTURE.md: digits are always Latin, in labels as in prices ("4 ساعت", not "۴ ساعت").
    const digits = [...literalText(ast)].filter(
      (char) => /\p{Nd}/u.test(char) && !/[0-9]/.test(char),
    );
    if (digits.length > 0) {
      problems.push({
        id,
        problem: 'native-digits',
        detail: `digits that are not Latin: ${[...new Set(digits)].join('')}`,
      });
    }
    problems.push(...pluralProblems(id, tag, ast));
  }
  return problems;
}
