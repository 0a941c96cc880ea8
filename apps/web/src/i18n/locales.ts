/**
 * The 40 locales of I18N.md. `name` is the language's name in itself (the language picker shows it to
 * people who may not read the current language); `plurals` are the CLDR cardinal categories a
 * translation's plural messages must cover (checked against Intl.PluralRules in tests).
 */
export type Direction = 'ltr' | 'rtl';
export type PluralCategory = Intl.LDMLPluralRule;

export interface LocaleInfo {
  readonly tag: string;
  readonly name: string;
  readonly dir: Direction;
  readonly plurals: readonly PluralCategory[];
}

const locale = (tag: string, name: string, dir: Direction, plurals: string): LocaleInfo => ({
  tag,
  name,
  dir,
  plurals: plurals.split(' ') as PluralCategory[],
});

export const LOCALES: readonly LocaleInfo[] = [
  locale('en-US', 'English', 'ltr', 'one other'),
  locale('zh-CN', '简体中文', 'ltr', 'other'),
  locale('zh-HK', '繁體中文（香港）', 'ltr', 'other'),
  locale('zh-TW', '繁體中文（台灣）', 'ltr', 'other'),
  locale('pt-BR', 'Português (Brasil)', 'ltr', 'one many other'),
  locale('ru-RU', 'Русский', 'ltr', 'one few many other'),
  locale('tr-TR', 'Türkçe', 'ltr', 'one other'),
  locale('ko-KR', '한국어', 'ltr', 'other'),
  locale('id-ID', 'Bahasa Indonesia', 'ltr', 'other'),
  locale('pl-PL', 'Polski', 'ltr', 'one few many other'),
  locale('it-IT', 'Italiano', 'ltr', 'one many other'),
  locale('uz-Latn-UZ', 'Oʻzbekcha', 'ltr', 'one other'),
  locale('mn-MN', 'Монгол', 'ltr', 'one other'),
  locale('fi-FI', 'Suomi', 'ltr', 'one other'),
  locale('bn-BD', 'বাংলা', 'ltr', 'one other'),
  locale('am-ET', 'አማርኛ', 'ltr', 'one other'),
  locale('vi-VN', 'Tiếng Việt', 'ltr', 'other'),
  locale('de-DE', 'Deutsch', 'ltr', 'one other'),
  locale('fr-FR', 'Français', 'ltr', 'one many other'),
  locale('uk-UA', 'Українська', 'ltr', 'one few many other'),
  locale('ckb-IQ', 'کوردیی ناوەندی', 'rtl', 'one other'),
  locale('es-ES', 'Español', 'ltr', 'one many other'),
  locale('ja-JP', '日本語', 'ltr', 'other'),
  locale('nl-NL', 'Nederlands', 'ltr', 'one other'),
  locale('si-LK', 'සිංහල', 'ltr', 'one other'),
  locale('az-Latn-AZ', 'Azərbaycan', 'ltr', 'one other'),
  locale('sq-AL', 'Shqip', 'ltr', 'one other'),
  locale('fa-IR', 'فارسی', 'rtl', 'one other'),
  locale('ar-SA', 'العربية', 'rtl', 'zero one two few many other'),
  locale('hi-IN', 'हिन्दी', 'ltr', 'one other'),
  locale('th-TH', 'ไทย', 'ltr', 'other'),
  locale('ms-MY', 'Bahasa Melayu', 'ltr', 'other'),
  locale('ur-PK', 'اردو', 'rtl', 'one other'),
  locale('km-KH', 'ខ្មែរ', 'ltr', 'other'),
  locale('my-MM', 'မြန်မာ', 'ltr', 'other'),
  locale('lo-LA', 'ລາວ', 'ltr', 'other'),
  locale('fil-PH', 'Filipino', 'ltr', 'one other'),
  locale('kk-KZ', 'Қазақ тілі', 'ltr', 'one other'),
  locale('sw-KE', 'Kiswahili', 'ltr', 'one other'),
  locale('ta-IN', 'தமிழ்', 'ltr', 'one other'),
];

export const DEFAULT_LOCALE = 'en-US';

/** Locales whose translations are complete: the gate fails on any missing message for them. */
export const COMPLETE_LOCALES = ['en-US', 'zh-CN', 'fa-IR'] as const;

/** Accented, ~40 % longer, bracketed English for development and Storybook (never shown to users). */
export const PSEUDO_LOCALE = 'en-XA';

/** Languages written right to left: the fallback when `Intl.Locale#textInfo` is unavailable. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar',
  'ckb',
  'dv',
  'fa',
  'he',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

const byLowerTag = new Map(LOCALES.map((info) => [info.tag.toLowerCase(), info]));

/**
 * Backend and browser spellings → one of our 40 tags (or the default). `ku` is what some backends
 * send for Sorani, but to a browser `ku` means Kurmanji, so it is mapped explicitly to `ckb-IQ`.
 * Handles `zh_CN`, case, bare languages (`fa` → `fa-IR`) and script variants (`zh-Hant` → `zh-TW`).
 */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  ku: 'ckb-IQ',
  'ku-iq': 'ckb-IQ',
  ckb: 'ckb-IQ',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-hans-cn': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hant-tw': 'zh-TW',
  'zh-hant-hk': 'zh-HK',
  'zh-sg': 'zh-CN',
  'zh-mo': 'zh-HK',
  uz: 'uz-Latn-UZ',
  'uz-uz': 'uz-Latn-UZ',
  az: 'az-Latn-AZ',
  'az-az': 'az-Latn-AZ',
  tl: 'fil-PH',
  pt: 'pt-BR',
  es: 'es-ES',
};

export function resolveLocaleTag(input: string | null | undefined): string {
  if (!input) return DEFAULT_LOCALE;
  const wanted = input.trim().replace(/_/g, '-').toLowerCase();
  if (wanted === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = byLowerTag.get(wanted);
  if (exact) return exact.tag;
  // Own keys only: a stored "constructor" is no alias.
  const aliasOf = (key: string) =>
    Object.hasOwn(LOCALE_ALIASES, key) ? LOCALE_ALIASES[key] : undefined;
  const alias = aliasOf(wanted);
  if (alias) return alias;
  const language = wanted.split('-')[0] ?? '';
  const aliasOfLanguage = aliasOf(language);
  if (aliasOfLanguage) return aliasOfLanguage;
  const sameLanguage = LOCALES.find((info) => info.tag.toLowerCase().split('-')[0] === language);
  return sameLanguage?.tag ?? DEFAULT_LOCALE;
}

export function localeInfo(tag: string): LocaleInfo | undefined {
  return byLowerTag.get(tag.toLowerCase());
}
