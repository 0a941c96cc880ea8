import { useCallback, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useIntl } from 'react-intl';
import { Stepper } from '@repo/ui/components/Stepper';
import { useErrorText } from '../../shared/forms/formSupport';
import type { LoadResult } from '../../shared/page/loadStates';
import { fieldIssues } from './fieldIssues';
import { useFundsProblem } from './fundsAnswers';
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
