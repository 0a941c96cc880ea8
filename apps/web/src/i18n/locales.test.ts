import { describe, expect, it } from 'vitest';
import { LOCALES, RTL_LANGUAGES, localeInfo, resolveLocaleTag } from './locales';
import { directionOf } from './document';

describe('the 40 locales', () => {
  it('has 40 distinct, canonical tags', () => {
    expect(LOCALES).toHaveLength(40);
    expect(new Set(LOCALES.map((l) => l.tag)).size).toBe(40);
    for (const { tag } of LOCALES) expect(Intl.getCanonicalLocales(tag)[0]).toBe(tag);
  });

  it.each(LOCALES.map((l) => [l.tag, l] as const))(
    '%s: plural categories and direction match CLDR',
    (tag, info) => {
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      expect([...info.plurals].sort()).toEqual([...categories].sort());
      expect(directionOf(tag)).toBe(info.dir);
      expect(info.name.trim()).not.toBe('');
    },
  );

  it('marks exactly fa, ckb, ar and ur right to left', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.tag)).toEqual([
      'ckb-IQ',
      'fa-IR',
      'ar-SA',
      'ur-PK',
    ]);
    for (const language of ['fa', 'ckb', 'ar', 'ur'])
      expect(RTL_LANGUAGES.has(language)).toBe(true);
  });
});

describe('resolveLocaleTag', () => {
  it.each([
    ['ku', 'ckb-IQ'], // Sorani from the backend, not Kurmanji
    ['ku_IQ', 'ckb-IQ'],
    ['ckb', 'ckb-IQ'],
    ['zh_CN', 'zh-CN'],
    ['zh-hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-HK'],
    ['FA-ir', 'fa-IR'],
    ['fa', 'fa-IR'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['uz', 'uz-Latn-UZ'],
    ['de-AT', 'de-DE'],
    ['pt', 'pt-BR'],
    ['en-XA', 'en-XA'],
    ['xx', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
  ])('%j → %s', (input, expected) => {
    expect(resolveLocaleTag(input)).toBe(expected);
  });

  it('finds a locale case-insensitively', () => {
    expect(localeInfo('AR-sa')?.dir).toBe('rtl');
    expect(localeInfo('ku')).toBeUndefined();
  });
});
