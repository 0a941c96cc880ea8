import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, directionOf } from './document';

describe('applyDocumentLocale', () => {
  it('sets lang and dir on <html>', () => {
    applyDocumentLocale('fa-IR');
    expect(document.documentElement.lang).toBe('fa-IR');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLocale('en-US');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('works on a given element', () => {
    const element = document.createElement('div');
    applyDocumentLocale('ckb-IQ', element);
    expect(element.dir).toBe('rtl');
    expect(element.lang).toBe('ckb-IQ');
  });

  it('falls back to the RTL list without textInfo, and to ltr for nonsense', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'textInfo');
    Object.defineProperty(Intl.Locale.prototype, 'textInfo', {
      configurable: true,
      get: () => undefined,
    });
    try {
      expect(directionOf('ur-PK')).toBe('rtl');
      expect(directionOf('he')).toBe('rtl');
      expect(directionOf('de-DE')).toBe('ltr');
    } finally {
      if (descriptor) Object.defineProperty(Intl.Locale.prototype, 'textInfo', descriptor);
      else delete (Intl.Locale.prototype as { textInfo?: unknown }).textInfo;
    }
    expect(directionOf('not a tag!')).toBe('ltr');
  });
});
