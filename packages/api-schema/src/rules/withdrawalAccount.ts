import * as v from 'valibot';
import { VALIDATION_MESSAGES as M } from './messages';
import { withdrawalPassword } from './rules';

/**
 * Wallet address formats per network (a typo check, not a proof the address exists). The server
 * refuses what fails them and the app checks the same table before sending.
 */
export const WALLET_NETWORKS = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
} as const satisfies Record<string, RegExp>;

export type WalletNetwork = keyof typeof WALLET_NETWORKS;

/** The network's format, by name in any case, or undefined for a network this table does not know. */
export function walletNetworkFormat(network: string): RegExp | undefined {
  const key = network.trim().toUpperCase();
  return Object.hasOwn(WALLET_NETWORKS, key) ? WALLET_NETWORKS[key as WalletNetwork] : undefined;
}

/** Whether `address` has the format of `network` (surrounding spaces ignored). */
export const isWalletAddress = (network: string, address: string): boolean =>
  walletNetworkFormat(network)?.test(address.trim()) ?? false;

/** Bank account numbers: 4 to 34 letters and digits, spaces and dashes allowed between them. */
export const BANK_ACCOUNT_NUMBER = /^[0-9A-Za-z -]{4,34}$/;

const required = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required));

/** A withdrawal account to bind: a bank card or a wallet address checked against its network. */
export const withdrawalAccountForm = v.variant('cardType', [
  v.object({
    cardType: v.literal('bank'),
    holderName: required,
    bankName: required,
    accountNumber: v.pipe(required, v.regex(BANK_ACCOUNT_NUMBER, M.accountNumberFormat)),
    branchName: v.optional(v.string()),
    branchCode: v.optional(v.string()),
    tkPassword: withdrawalPassword,
  }),
  v.pipe(
    v.object({
      cardType: v.literal('wallet'),
      holderName: required,
      network: v.pipe(
        required,
        v.check((network) => walletNetworkFormat(network) !== undefined, M.networkUnknown),
      ),
      walletAddress: required,
      tkPassword: withdrawalPassword,
    }),
    v.forward(
      v.partialCheck(
        [['network'], ['walletAddress']],
        // An unknown network is the network field's error alone.
        (input) =>
          walletNetworkFormat(input.network) === undefined ||
          isWalletAddress(input.network, input.walletAddress),
        M.walletAddressFormat,
      ),
      ['walletAddress'],
    ),
  ),
]);
