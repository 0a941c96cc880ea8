import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Stepper } from '@repo/ui/components/Stepper';
import { useErrorText } from '../../shared/forms/formSupport';
import type { LoadResult } from '../../shared/page/loadStates';
import { fundsMessages as m } from './messages';

/** Two loads as one: loading or failed while either is, else both answers. */
export function bothLoaded<A, B>(a: LoadResult<A>, b: LoadResult<B>): LoadResult<[A, B]> {
  if (a.status !== 'ready') return a;
  if (b.status !== 'ready') return b;
  return { ...b, data: [a.data, b.data] };
}

/** A field's invalid state and translated error from the rule message ids found per field. */
export function useIssueProps(issues: Record<string, string>) {
  const errorText = useErrorText();
  return useCallback(
    (name: string) => ({
      isInvalid: issues[name] !== undefined,
      errorMessage: errorText(issues[name]),
    }),
    [issues, errorText],
  );
}

/** The status timeline of a deposit or withdrawal: submitted → under review → credited or paid. */
export function RequestTimeline({ kind, done }: { kind: 'deposit' | 'withdrawal'; done: boolean }) {
  const intl = useIntl();
  const deposit = kind === 'deposit';
  return (
    <Stepper
      aria-label={intl.formatMessage(deposit ? m.rechargeProgress : m.withdrawProgress)}
      steps={[
        intl.formatMessage(m.stepSubmitted),
        intl.formatMessage(m.stepReview),
        intl.formatMessage(deposit ? m.stepCredited : m.stepPaid),
      ]}
      current={done ? 3 : 1}
    />
  );
}
