import { describe, expect, it } from 'vitest';
import { canonicalTag, dateTag, languageOf, numberTag } from './locale';

describe('locale tags', () => {
  it('derive Latin digits, the Gregorian calendar and the base language', () => {
    expect(numberTag('fa-IR')).toBe('fa-IR-u-nu-latn');
    expect(dateTag('ar-EG')).toBe('ar-EG-u-ca-gregory-hc-h23-nu-latn');
    expect(languageOf('uz-Latn-UZ')).toBe('uz');
    expect(canonicalTag('EN-us')).toBe('en-US');
  });

  it('fall back to en-US for a malformed tag', () => {
    expect(canonicalTag('not a tag!')).toBe('en-US');
    expect(languageOf('not a tag!')).toBe('en');
    expect(numberTag('not a tag!')).toBe('en-US-u-nu-latn');
  });

  it('build an Intl.Locale once per tag, not on every format', () => {
    const original = Intl.Locale;
    let built = 0;
    const intl = Intl as { Locale: typeof Intl.Locale };
    intl.Locale = class extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        super(...args);
        built++;
      }
    };
    try {
      const first = numberTag('km-KH');
      const language = languageOf('km-KH');
      expect([first, language, built]).toEqual(['km-KH-u-nu-latn', 'km', 2]);
      for (let i = 0; i < 100; i++) {
        expect(numberTag('km-KH')).toBe(first);
        expect(languageOf('km-KH')).toBe(language);
      }
      expect(built).toBe(2);
    } finally {
      intl.Locale = original;
    }
  });

  it('stay correct past the memo bound', () => {
    for (let i = 0; i < 200; i++) {
      const tag = `en-US-x-t${i}`;
      expect(numberTag(tag)).toBe(new Intl.Locale(tag, { numberingSystem: 'latn' }).toString());
    }
    expect(numberTag('de-DE')).toBe('de-DE-u-nu-latn');
  });
});
