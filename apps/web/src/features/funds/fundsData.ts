import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';

export type WithdrawalAccount = Schema<'WithdrawalAccount'>;
export type WithdrawRecord = Schema<'WithdrawRecord'>;
export type RechargeChannel = Schema<'RechargeChannel'>;
export type RechargeRecord = Schema<'RechargeRecord'>;

/** The signed-in user (role `demo` cannot move funds; `hasWithdrawalPassword`). */
export const useUserInfo = (api: ApiClient) =>
  useApiQuery(apiKey('/user/info'), async () => unwrap(await api.POST('/user/info')));

export const accountsKey = apiKey('/user/bankCard/list');
export const useWithdrawalAccounts = (api: ApiClient) =>
  useApiQuery(accountsKey, async () => unwrap(await api.GET('/user/bankCard/list')));

/** A one-line, already masked-or-not label of an account: "Demo Bank 6222****1234", "TRC20 T…". */
export function accountLabel(account: WithdrawalAccount): string {
  return account.cardType === 'bank'
    ? `${account.bankName ?? ''} ${account.accountNumber ?? ''}`.trim()
    : `${account.network ?? ''} ${account.walletAddress ?? ''}`.trim();
}

/** A fresh idempotency token for one user intent (spec §7). */
export async function idempotentToken(api: ApiClient): Promise<string> {
  return unwrap(await api.POST('/common/getToken')).token;
}

/**
 * A request whose outcome is unknown: no answer in time, the connection dropped, or the first attempt
 * of the same token still running (1103). Asking again with the same token and body is safe.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (error instanceof DOMException)
    return error.name === 'TimeoutError' || error.name === 'AbortError';
  if (error instanceof TypeError) return true;
  return (
    typeof error === 'object' && error !== null && (error as { errCode?: unknown }).errCode === 1103
  );
}
