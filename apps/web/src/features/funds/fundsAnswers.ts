import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { ERROR_CODES as C } from '@repo/api-schema/client';
import { isExpectedAnswer } from '../../shared/errors/errors';
import { useServerProblem, type ServerProblem } from '../../shared/forms/formSupport';
import { fundsMessages as m } from './messages';

/** The app's words for the funds answers (when the server sent no text). */
const answerTexts: Partial<Record<number, MessageDescriptor>> = {
  [C.INSUFFICIENT_BALANCE]: m.insufficient,
  [C.WITHDRAWAL_AMOUNT_LIMIT]: m.amountLimit,
  [C.WITHDRAWAL_COUNT_LIMIT]: m.countLimit,
  [C.TURNOVER_NOT_ZERO]: m.turnover,
  [C.WITHDRAWAL_ACCOUNT_NOT_BOUND]: m.accountNotBound,
  [C.AMOUNT_OUT_OF_RANGE]: m.rechargeLimit,
  [C.FEATURE_DISABLED]: m.featureDisabled,
  [C.FILE_REJECTED]: m.fileRejected,
  [C.VERIFICATION_CODE_INVALID]: m.codeWrong,
};

/**
 * Always the app's words, whatever the server wrote: a wrong withdrawal password must read the same in
 * every language. A refusal for too many requests (the withdrawal password locked after wrong ones, or
 * too many money calls) gets every form's words for it (`useServerProblem`).
 */
const ownWords: Partial<Record<number, MessageDescriptor>> = {
  [C.WITHDRAWAL_PASSWORD_WRONG]: m.passwordWrong,
};

/** Reads a rejected funds request as field errors and/or one message for the form. */
export function useFundsProblem(): (error: unknown) => ServerProblem {
  const intl = useIntl();
  const problem = useServerProblem(answerTexts);
  return useCallback(
    (error: unknown) => {
      const own = isExpectedAnswer(error) ? ownWords[error.errCode] : undefined;
      return own ? { fields: {}, message: intl.formatMessage(own) } : problem(error);
    },
    [intl, problem],
  );
}
