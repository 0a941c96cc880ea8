import { useCallback, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useIntl } from 'react-intl';
import { Stepper } from '@repo/ui/components/Stepper';
import { Text } from '@repo/ui/components/Text';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { useErrorText } from '../../shared/forms/formSupport';
import type { LoadResult } from '../../shared/page/loadStates';
import { fieldIssues } from './fieldIssues';
import { useFundsProblem } from './fundsAnswers';
import { fundsMessages as m } from './messages';
import type { RechargeRecord, WithdrawRecord } from './fundsData';

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

/** The newest requests, where a request just submitted is found again (a review takes one at a time). */
const LATEST = { page: 1, limit: 20 } as const;

/**
 * A submitted request as the server has it now: the newest requests are read again whenever the
 * money topic arrives (an approval, rejection or payout moves money: isMoneyQuery), so a pending view
 * follows the review instead of staying "under review". An ended status wins over "processing", so a
 * cancel answered here is not undone by an older read.
 */
function useRequestNow<T extends { id: number; status: string }>(
  submitted: T,
  read: LoadResult<{ list: T[] }>,
): T {
  const found = read.status === 'ready' ? read.data.list.find((r) => r.id === submitted.id) : null;
  if (!found || found.status === 'processing') return submitted;
  return found;
}

export function useDepositNow(api: ApiClient, submitted: RechargeRecord): RechargeRecord {
  const read = useApiQuery(apiKey('/user/recharge/list', LATEST), async () =>
    unwrap(await api.POST('/user/recharge/list', { body: LATEST })),
  );
  return useRequestNow(submitted, read);
}

export function useWithdrawalNow(api: ApiClient, submitted: WithdrawRecord): WithdrawRecord {
  const read = useApiQuery(apiKey('/user/withdraw/list', LATEST), async () =>
    unwrap(await api.POST('/user/withdraw/list', { body: LATEST })),
  );
  return useRequestNow(submitted, read);
}

/** A submitted request's heading (under review, credited, rejected…), announced when it changes. */
export function RequestHeading({ children }: { children: string }) {
  return (
    <div role="status">
      <Text size="large" weight="strong">
        {children}
      </Text>
    </div>
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

/**
 * A form checked by a shared rule before it is sent: the field errors it found (or the server's, code
 * 1000), the form's message for any other refusal, and whether it is being sent.
 */
export function useCheckedSubmit() {
  const problem = useFundsProblem();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const issueProps = useIssueProps(issues);
  const submit = async (
    schema: v.GenericSchema,
    input: Record<string, unknown>,
    send: () => Promise<void>,
  ) => {
    const found = fieldIssues(schema, input);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await send();
    } catch (error) {
      const read = problem(error);
      setIssues(read.fields);
      setFailure(read.message);
    } finally {
      setPending(false);
    }
  };
  return { issues, setIssues, failure, pending, issueProps, submit };
}

/** A form the app validates itself (no browser bubbles); `onSubmit` runs without a page load. */
export function CheckedForm({
  onSubmit,
  children,
  ...props
}: { onSubmit: () => void; children: ReactNode } & Pick<
  FormHTMLAttributes<HTMLFormElement>,
  'aria-labelledby'
>) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
