import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { pseudoLocalizeMessage, pseudoLocalizeMessages } from './pseudo';

/** Tests look messages up by id only: the app's descriptors carry defaults and notes. */
const byId = (id: string): { id: string } => ({ id });

function render(message: string, values?: Record<string, unknown>) {
  const intl = createIntl({ locale: 'en', messages: { m: pseudoLocalizeMessage(parse(message)) } });
  return intl.formatMessage(byId('m'), values as Record<string, string>);
}

describe('pseudo-locale', () => {
  it('accents, brackets and lengthens by about 40 %', () => {
    const shown = render('Deposit funds');
    expect(shown.startsWith('[')).toBe(true);
    expect(shown.endsWith(']')).toBe(true);
    expect(shown).not.toMatch(/[a-zA-Z]/);
    expect(shown.length / 'Deposit funds'.length).toBeGreaterThanOrEqual(1.4);
  });

  it('keeps arguments, plural forms and tags working', () => {
    expect(render('Hello {name}', { name: 'Ann' })).toContain('Ann');
    const plural = 'You have {count, plural, one {# order} other {# orders}}';
    expect(render(plural, { count: 1 })).toContain('1 öŕðéŕ');
    expect(render(plural, { count: 3 })).toContain('3 öŕðéŕš');
    const intl = createIntl({
      locale: 'en',
      messages: { t: pseudoLocalizeMessage(parse('Read <b>terms</b>')) },
    });
    const parts = intl.formatMessage(byId('t'), { b: (chunks) => `*${String(chunks)}*` });
    expect(parts).toContain('*ţéŕɱš*');
  });

  it('leaves messages without text alone', () => {
    expect(pseudoLocalizeMessage(parse('{label}'))).toEqual(parse('{label}'));
    expect(Object.keys(pseudoLocalizeMessages({ a: parse('x'), b: parse('y') }))).toEqual([
      'a',
      'b',
    ]);
  });
});
