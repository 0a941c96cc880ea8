import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isWalletAddress, withdrawalAccountForm } from './withdrawalAccount';

const trc = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const erc = '0x' + 'ab'.repeat(20);

describe('wallet address per network', () => {
  it.each([
    ['TRC20', trc, true],
    ['trc20', ` ${trc} `, true],
    ['TRC20', erc, false],
    ['ERC20', erc, true],
    ['BEP20', erc.slice(0, -1), false],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['SOL', trc, false],
  ] as const)('%s %s → %s', (network, address, ok) => {
    expect(isWalletAddress(network, address)).toBe(ok);
  });
});

describe('withdrawalAccountForm', () => {
  const issues = (input: unknown) =>
    (v.safeParse(withdrawalAccountForm, input).issues ?? []).map((i) => [
      v.getDotPath(i),
      i.message,
    ]);
  it('refuses a wallet address of another network on the address field', () => {
    expect(
      issues({
        cardType: 'wallet',
        holderName: 'A',
        network: 'TRC20',
        walletAddress: erc,
        tkPassword: '1234',
      }),
    ).toEqual([['walletAddress', 'validation.withdraw.walletAddress.format']]);
  });
  it('refuses an unknown network and a malformed card number', () => {
    expect(
      issues({
        cardType: 'wallet',
        holderName: 'A',
        network: 'XYZ',
        walletAddress: 'x',
        tkPassword: '1234',
      }),
    ).toEqual([['network', 'validation.withdraw.network.unknown']]);
    expect(
      issues({
        cardType: 'bank',
        holderName: 'A',
        bankName: 'B',
        accountNumber: '12',
        tkPassword: '1234',
      }),
    ).toEqual([['accountNumber', 'validation.withdraw.accountNumber.format']]);
  });
  it('accepts a bank card', () => {
    expect(
      issues({
        cardType: 'bank',
        holderName: 'A',
        bankName: 'B',
        accountNumber: '6222 0000 1111',
        tkPassword: '1234',
      }),
    ).toEqual([]);
  });
});
