import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LOCALES } from './locales';
import { checkTranslation } from './translationChecks';

const source = {
  'nav.home': 'Home',
  'unit.usdt': '{amount} USDT',
  'orders.count': 'You have {count, plural, one {# order} other {# orders}}',
  'brand.name': 'App',
};

const problemsOf = (tag: string, translation: Record<string, string>) =>
  checkTranslation(tag, source, translation).map((p) => `${p.id}:${p.problem}`);

describe('checkTranslation', () => {
  it('accepts real translations and allow-listed tokens left as they are', () => {
    expect(
      problemsOf('ru-RU', {
        'nav.home': 'Главная',
        'unit.usdt': '{amount} USDT',
        'orders.count':
          'У вас {count, plural, one {# заказ} few {# заказа} many {# заказов} other {# заказа}}',
        'brand.name': 'App',
      }),
    ).toEqual([]);
  });

  it('flags English left as is', () => {
    expect(problemsOf('de-DE', { 'nav.home': 'Home' })).toEqual(['nav.home:untranslated']);
  });

  it('flags plural messages without the categories the language needs', () => {
    expect(
      problemsOf('ru-RU', {
        'orders.count': 'У вас {count, plural, one {# заказ} other {# заказа}}',
      }),
    ).toEqual(['orders.count:plural-categories']);
    expect(
      problemsOf('ar-SA', { 'orders.count': 'لديك {count, plural, one {# طلب} other {# طلبات}}' }),
    ).toEqual(['orders.count:plural-categories']);
    expect(problemsOf('zh-CN', { 'orders.count': '您有{count, plural, other {#个订单}}' })).toEqual(
      [],
    );
  });

  it('flags text in the wrong script', () => {
    expect(problemsOf('zh-CN', { 'nav.home': 'Главная' })).toEqual(['nav.home:wrong-script']);
    expect(problemsOf('fa-IR', { 'nav.home': 'Home page' })).toEqual(['nav.home:wrong-script']);
    expect(problemsOf('ja-JP', { 'nav.home': 'ホーム' })).toEqual([]);
    expect(problemsOf('uz-Latn-UZ', { 'nav.home': 'Boshʻsahifa' })).toEqual([]);
    expect(problemsOf('zh-CN', { 'nav.home': 'K线图' })).toEqual([]);
  });

  it('flags digits that are not Latin (every number in the app uses Latin digits)', () => {
    expect(problemsOf('fa-IR', { 'nav.home': '۴ ساعت' })).toEqual(['nav.home:native-digits']);
    expect(problemsOf('ar-SA', { 'nav.home': '٢٤ ساعة' })).toEqual(['nav.home:native-digits']);
    expect(problemsOf('bn-BD', { 'nav.home': '২৪ ঘণ্টা' })).toEqual(['nav.home:native-digits']);
    expect(problemsOf('fa-IR', { 'nav.home': '4 ساعت' })).toEqual([]);
  });

  it('flags invalid ICU', () => {
    expect(problemsOf('de-DE', { 'nav.home': 'Start {' })).toEqual(['nav.home:invalid-icu']);
  });

  it.each(COMPLETE_LOCALES.filter((tag) => tag !== 'en-US'))(
    'the shipped %s translation passes the checks (the gate also requires every message)',
    (tag) => {
      const read = (name: string) =>
        JSON.parse(
          readFileSync(join(import.meta.dirname, '../../lang', `${name}.json`), 'utf8'),
        ) as Record<string, unknown>;
      const english = Object.fromEntries(
        Object.entries(read('en-US') as Record<string, { defaultMessage: string }>).map(
          ([id, m]) => [id, m.defaultMessage],
        ),
      );
      const translation = read(tag) as Record<string, string>;
      expect(Object.keys(translation).length).toBeGreaterThan(0);
      expect(checkTranslation(tag, english, translation)).toEqual([]);
    },
  );
});
