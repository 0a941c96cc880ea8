import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { DecimalString } from '@repo/api-schema/money';
import { apiKey } from '../../shared/data/queryClient';
import { isExpectedAnswer } from '../../shared/errors/errors';

/** How long the typed code must rest before it is checked (leaving the field checks at once). */
export const COUPON_CHECK_DELAY_MS = 600;

export type CouponState =
  /** No code typed: the payment is the plain rule. */
  | { status: 'none' }
  /** Typed, waiting for the pause or the answer. */
  | { status: 'checking' }
  /** The server knows the code for this channel: its discount applies to the shown payment. */
  | { status: 'valid'; discountPercent: DecimalString }
  /** The server refused the code: the field error's message id (validation.recharge.coupon.invalid). */
  | { status: 'invalid'; messageId: string }
  /** The check itself failed (network, too many checks): submit checks it again. */
  | { status: 'unchecked' };

const FIELD = 'couponCode';

/**
 * Checks the typed coupon code for the chosen channel (contract checkRechargeCoupon) once the user
 * pauses typing or leaves the field. Each code and channel is asked once (the query cache keeps the
 * answer), so going back to a code already checked answers at once and costs no request.
 */
export function useCouponCheck(api: ApiClient, channelId: number, typed: string) {
  const code = typed.trim();
  const [settled, setSettled] = useState(code);
  useEffect(() => {
    if (code === settled) return;
    const timer = setTimeout(() => setSettled(code), COUPON_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, settled]);
  const query = useQuery({
    queryKey: apiKey('/user/recharge/coupon/check', { channelId, couponCode: settled }),
    queryFn: async () =>
      unwrap(
        await api.POST('/user/recharge/coupon/check', {
          body: { channelId, couponCode: settled },
        }),
      ),
    enabled: settled !== '' && settled === code,
    staleTime: Infinity,
  });
  const state = couponState(code, settled, query);
  const { refetch } = query;
  /** Leaving the field: check now, or again when the last check could not be made. */
  const checkNow = useCallback(() => {
    if (code !== settled) setSettled(code);
    else if (state.status === 'unchecked') void refetch();
  }, [code, settled, state.status, refetch]);
  return { state, checkNow };
}

function couponState(
  code: string,
  settled: string,
  query: { data?: { discountPercent: string } | undefined; error: unknown; isError: boolean },
): CouponState {
  if (code === '') return { status: 'none' };
  if (code !== settled) return { status: 'checking' };
  if (query.data) {
    return { status: 'valid', discountPercent: query.data.discountPercent as DecimalString };
  }
  if (!query.isError) return { status: 'checking' };
  const { error } = query;
  const fields = isExpectedAnswer(error) ? (error.data as Record<string, unknown> | null) : null;
  const messageId = fields?.[FIELD];
  return typeof messageId === 'string' ? { status: 'invalid', messageId } : { status: 'unchecked' };
}
