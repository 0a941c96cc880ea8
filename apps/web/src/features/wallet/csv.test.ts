import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { csvField, csvFileName, recordsCsv, toCsv } from './csv';

/** The byte order mark, written out here so the test does not trust the module's constant. */
const UTF8_BOM = '\uFEFF';
import type { Bill, WithdrawRecord } from './records';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

describe('CSV building', () => {
  it('starts with a UTF-8 BOM and quotes only what needs it', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'line\nbreak'],
      ]),
    ).toBe(`${UTF8_BOM}a,"b,c"\r\n"say ""hi""","line\nbreak"\r\n`);
  });

  it('keeps negative amounts as numbers but disarms text a spreadsheet would run', () => {
    expect(csvField('-9.72')).toBe('-9.72');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+98 card')).toBe("'+98 card");
    expect(csvField('پرداخت 充值')).toBe('پرداخت 充值');
  });

  it('writes every funds record with its translated type and the server amounts as sent', () => {
    const bills: Bill[] = [
      {
        id: 7,
        type: 'recharge',
        amount: '1000.00',
        balanceAfter: '10250.75',
        remark: 'TRC20, ok',
        createdAt: '2026-01-31T08:00:00.000Z',
      },
      {
        id: 6,
        type: 'order_fee',
        amount: '-9.72',
        balanceAfter: '9250.75',
        createdAt: '2026-01-30T23:59:59.000Z',
      },
      {
        id: 5,
        type: 'exchange',
        amount: '-0.00012345',
        balanceAfter: '0.4',
        currency: 'BTC',
        createdAt: '2026-01-30T12:00:00.000Z',
      },
    ];
    expect(recordsCsv('funds', bills, intl, 'UTC').split('\r\n')).toEqual([
      `${UTF8_BOM}Time,Type,Amount,Currency,Balance after,Remark,Record number`,
      '2026-01-31 08:00:00,Deposit,1000.00,USDT,10250.75,"TRC20, ok",7',
      '2026-01-30 23:59:59,Trading fee,-9.72,USDT,9250.75,,6',
      '2026-01-30 12:00:00,Coin exchange,-0.00012345,BTC,0.4,,5',
      '',
    ]);
  });

  it('writes a withdrawal with its status and reason', () => {
    const withdrawal: WithdrawRecord = {
      id: 3,
      orderNo: 'W1',
      amount: '100',
      fee: '1.5',
      actualAmount: '98.5',
      accountLabel: '**** 1234',
      status: 'failure',
      rejectReason: 'Cancelled by the user',
      createdAt: '2026-01-31T08:00:00.000Z',
    };
    expect(recordsCsv('withdrawals', [withdrawal], intl, 'UTC').split('\r\n')[1]).toBe(
      '2026-01-31 08:00:00,W1,100,1.5,98.5,**** 1234,Failed,Cancelled by the user',
    );
  });

  it('names the file after the list, its filter and its period', () => {
    const now = new Date(2026, 10, 25, 9, 30);
    const range = { key: 'lastMonth' as const, start: new Date(2026, 9, 25), end: now };
    expect(csvFileName('funds', { type: 'recharge', status: null, range }, now)).toBe(
      'funds-records_recharge_2026-10-25_to_2026-11-25_exported-2026-11-25.csv',
    );
    expect(csvFileName('withdrawals', { type: null, status: 'processing', range: null }, now)).toBe(
      'withdrawal-records_processing_all-time_exported-2026-11-25.csv',
    );
  });
});
