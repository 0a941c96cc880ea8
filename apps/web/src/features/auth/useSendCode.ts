import { useCallback, useState } from 'react';
import type { ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';

export type CodeTarget =
  { type: 'email'; email: string } | { type: 'phone'; areaCode: string; phone: string };

/**
 * Sends a verification code (POST /common/sendCode) for a scene. `send` rejects when the target is not
 * valid yet or the server refuses, so VerificationCodeField starts no countdown; the server's countdown
 * (seconds) is kept for the next countdown.
 */
export function useSendCode(
  api: ApiClient,
  scene: Schema<'CodeScene'>,
  options: {
    /** Validates the e-mail or phone fields and returns the target, or null when they are invalid. */
    target: () => Promise<CodeTarget | null>;
    onError: (error: unknown) => void;
    onSent?: () => void;
  },
) {
  const [seconds, setSeconds] = useState(60);
  const { target, onError, onSent } = options;
  const send = useCallback(async () => {
    const to = await target();
    if (!to) throw new Error('verification code target is invalid');
    try {
      const { data } = await api.POST('/common/sendCode', { body: { ...to, scene } });
      if (data && data.data.countdown > 0) setSeconds(data.data.countdown);
      onSent?.();
    } catch (error) {
      onError(error);
      throw error;
    }
  }, [api, scene, target, onError, onSent]);
  return { send, seconds };
}
