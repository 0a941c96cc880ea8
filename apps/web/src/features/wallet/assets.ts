import { add, compare, multiply, type DecimalString } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';

export type UserMoney = Schema<'UserMoney'>;
export type ExchangeCoin = Schema<'ExchangeCoin'>;

/** One currency the user holds: what is free to use, what is held, and its worth in USDT. */
export interface Holding {
  currency: string;
  available: DecimalString;
  frozen: DecimalString;
  /** Worth in USDT (available + frozen at the coin's exchange rate; USDT itself at 1). */
  value: DecimalString;
}

export interface Assets {
  holdings: Holding[];
  /** Sum of every holding's worth in USDT, shown in the site currency. */
  total: DecimalString;
}

/**
 * The assets tab (spec §2): the account currency (USDT, with its frozen part) first, then every coin
 * the user holds (coins with nothing are left out), each valued at the exchange rate the server
 * quotes; the total is their sum. Decimal strings throughout (big.js), never floats.
 */
export function assetsOf(money: UserMoney, coins: readonly ExchangeCoin[]): Assets {
  const account: Holding = {
    currency: money.currency,
    available: money.available,
    frozen: money.frozen,
    value: add(money.available, money.frozen),
  };
  const held = coins
    .filter((coin) => coin.coin !== money.currency && compare(coin.balance, '0') > 0)
    .map((coin) => ({
      currency: coin.coin,
      available: coin.balance,
      frozen: '0',
      value: multiply(coin.balance, coin.rate),
    }));
  const holdings = [account, ...held];
  return { holdings, total: holdings.reduce<DecimalString>((sum, h) => add(sum, h.value), '0') };
}
