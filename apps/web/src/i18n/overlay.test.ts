import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { argumentNames, overlayServerTranslations } from './overlay';

/** Tests look messages up by id only: the app's descriptors carry defaults and notes. */
const byId = (id: string): { id: string } => ({ id });

const bundled = {
  'home.title': parse('Home'),
  'wallet.balance': parse('Balance: {amount}'),
  'orders.count': parse('{count, plural, one {# order} other {# orders}}'),
};

describe('overlayServerTranslations', () => {
  it('replaces bundled messages with valid server strings and adds new ids', () => {
    const { messages, rejected } = overlayServerTranslations(bundled, {
      'home.title': 'Start',
      'wallet.balance': 'Guthaben: {amount}',
      'server.only': 'Operator text',
    });
    expect(rejected).toEqual([]);
    const intl = createIntl({ locale: 'de-DE', messages });
    expect(intl.formatMessage(byId('home.title'))).toBe('Start');
    expect(intl.formatMessage(byId('wallet.balance'), { amount: '5' })).toBe('Guthaben: 5');
    expect(intl.formatMessage(byId('server.only'))).toBe('Operator text');
    expect(intl.formatMessage(byId('orders.count'), { count: 2 })).toBe('2 orders');
  });

  it('drops invalid ICU, unknown arguments and non-strings, reports them and keeps the bundled one', () => {
    const { messages, rejected } = overlayServerTranslations(bundled, {
      'home.title': 'Broken {',
      'wallet.balance': 'Balance: {money}',
      'orders.count': 42,
      'server.empty': '  ',
    });
    expect(rejected.map((r) => r.id).sort()).toEqual([
      'home.title',
      'orders.count',
      'server.empty',
      'wallet.balance',
    ]);
    expect(rejected.find((r) => r.id === 'wallet.balance')?.reason).toMatch(/money/);
    expect(messages['home.title']).toBe(bundled['home.title']);
    expect(messages['wallet.balance']).toBe(bundled['wallet.balance']);
    expect('server.empty' in messages).toBe(false);
  });

  it('does not change the bundled object', () => {
    const copy = { ...bundled };
    overlayServerTranslations(bundled, { 'home.title': 'Start' });
    expect(bundled).toEqual(copy);
  });

  it('collects argument names from nested plural, select and tags', () => {
    expect(
      [
        ...argumentNames(
          parse('<b>{n, plural, one {{who}} other {{kind, select, a {x} other {{d, date}}}}}</b>'),
        ),
      ].sort(),
    ).toEqual(['b', 'd', 'kind', 'n', 'who']);
  });
});
