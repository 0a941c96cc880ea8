import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { compare, divide, multiply, subtract, type DecimalString } from '@repo/api-schema/money';
import { VALIDATION_MESSAGES } from '@repo/api-schema/rules';
import type { Schema } from '@repo/api-schema/schema';
import {
  withdrawalMachine,
  type WithdrawalBody,
  type WithdrawalError,
} from '@repo/machines/withdrawal';
import { AlertDialog } from '@repo/ui/components/Dialog';
import { AmountField } from '@repo/ui/components/AmountField';
import { Button } from '@repo/ui/components/Button';
import { Card } from '@repo/ui/components/Card';
import { Inline } from '@repo/ui/components/Inline';
import { Link } from '@repo/ui/components/Link';
import { PasswordField } from '@repo/ui/components/PasswordField';
import { ProgressBar } from '@repo/ui/components/ProgressBar';
import { RadioGroup } from '@repo/ui/components/RadioGroup';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { formatAmount } from '@repo/ui/format';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { FormAlert } from '../../shared/forms/formSupport';
import { formatValidationMessage } from '../../shared/forms/validationMessages';
import { Loaded } from '../../shared/page/loadStates';
import { PageFrame } from '../../shared/page/PageFrame';
import * as pageStyles from '../../shared/page/page.css';
import { useFundsProblem } from './fundsAnswers';
import {
  accountLabel,
  idempotentToken,
  isOutcomeUnknown,
  useUserInfo,
  useWithdrawalAccounts,
  type WithdrawalAccount,
  type WithdrawRecord,
} from './fundsData';
import { fundsMessages as m } from './messages';
import { SetWithdrawalPassword } from './SetWithdrawalPassword';
import { bothLoaded, RequestHeading, RequestTimeline, useWithdrawalNow } from './fundsParts';

export interface WithdrawScreenProps {
  api: ApiClient;
  /** The withdrawal accounts page (add account). */
  accountsHref: string;
  /** The forgot withdrawal password page. */
  forgetHref: string;
  onBack?: (() => void) | undefined;
}

type WithdrawInfo = Schema<'WithdrawInfo'>;
const infoKey = apiKey('/user/withdraw/info');

/**
 * Withdraw (spec §2 /m/user/withdraw): the day's conditions, amount (Max fills the available
 * balance), the account, the withdrawal password; beyond the free count the spec's fee confirmation;
 * then the pending request with cancel. The withdrawal machine runs the intent (one token, a timeout
 * queries the outcome instead of sending again).
 */
export function WithdrawScreen({ api, accountsHref, forgetHref, onBack }: WithdrawScreenProps) {
  const intl = useIntl();
  const user = useUserInfo(api);
  const info = useApiQuery(infoKey, async () => unwrap(await api.GET('/user/withdraw/info')));
  const accounts = useWithdrawalAccounts(api);
  const [round, setRound] = useState(0);
  const all = bothLoaded(user, bothLoaded(info, accounts));

  return (
    <PageFrame title={intl.formatMessage(m.withdrawTitle)} onBack={onBack}>
      <div className={pageStyles.column.narrow}>
        <Loaded result={all} skeletonLines={8} loading={m.loading} failed={m.loadFailed}>
          {([me, [conditions, list]]) =>
            me.role === 'demo' ? (
              <Text>{intl.formatMessage(m.demoRefused)}</Text>
            ) : me.hasWithdrawalPassword === false ? (
              <SetWithdrawalPassword api={api} />
            ) : (
              <WithdrawForm
                key={round}
                api={api}
                info={conditions}
                accounts={list}
                accountsHref={accountsHref}
                forgetHref={forgetHref}
                onAgain={() => setRound((n) => n + 1)}
              />
            )
          }
        </Loaded>
      </div>
    </PageFrame>
  );
}

function WithdrawForm({
  api,
  info,
  accounts,
  accountsHref,
  forgetHref,
  onAgain,
}: {
  api: ApiClient;
  info: WithdrawInfo;
  accounts: readonly WithdrawalAccount[];
  accountsHref: string;
  forgetHref: string;
  onAgain: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const problem = useFundsProblem();
  const [record, setRecord] = useState<WithdrawRecord | null>(null);
  const machine = useMemo(() => {
    const send = async ({ idempotentToken: token, ...body }: WithdrawalBody) => {
      try {
        const saved = unwrap(
          await api.POST('/user/withdraw/submit', {
            params: { header: { 'X-IDEMPOTENT-TOKEN': token } },
            body,
          }),
        );
        setRecord(saved);
        void queryClient.invalidateQueries({ queryKey: infoKey });
        return saved;
      } catch (error) {
        if (isOutcomeUnknown(error)) throw { kind: 'timeout' };
        const read = problem(error);
        throw {
          errMsg:
            read.message ?? Object.values(read.fields)[0] ?? intl.formatMessage(m.submitFailed),
        };
      }
    };
    return withdrawalMachine.provide({
      actors: {
        getToken: fromPromise(() => idempotentToken(api)),
        submitWithdrawal: fromPromise(({ input }) => send(input)),
        // The same token and body again: the server answers what the first attempt did.
        queryWithdrawal: fromPromise(({ input }) => send(input)),
      },
    });
  }, [api, intl, problem, queryClient]);
  const [state, send] = useMachine(machine, {
    input: {
      balance: info.available as DecimalString,
      accounts: accounts.map((a) => ({ id: a.id, cardType: a.cardType })),
      todayCount: info.todayCount,
      dailyFreeCount: info.dailyFreeCount,
      feePercent: info.feePercent as DecimalString,
      turnoverCode: info.turnoverCode as DecimalString,
    },
  });
  const { form, errors, feeNotice, error } = state.context;
  const has = (e: WithdrawalError) => errors.includes(e);
  const busy = state.matches('requestingToken') || state.matches('submitting');
  const amount = (value: string) => formatAmount(value, intl.locale);

  if (state.status === 'done' && record)
    return <PendingWithdrawal api={api} record={record} onAgain={onAgain} />;

  const turnoverTotal = info.turnoverTotal ?? '0';
  return (
    <Stack gap="large">
      <Card>
        <Stack gap="small">
          <Text size="small" tone="secondary">
            {intl.formatMessage(m.available)}
          </Text>
          <Text size="large" weight="strong">
            {intl.formatMessage(m.amountUnit, { amount: amount(info.available) })}
          </Text>
          <Text size="small" tone="secondary">
            {intl.formatMessage(m.todayCount, {
              count: info.todayCount,
              limit: info.limitTimes,
              free: info.dailyFreeCount,
              percent: info.feePercent,
            })}
          </Text>
          {compare(turnoverTotal as DecimalString, '0') > 0 ? (
            <ProgressBar
              label={intl.formatMessage(m.turnoverProgress)}
              minValue={0}
              maxValue={100}
              value={Number(
                divide(
                  multiply(
                    subtract(turnoverTotal as DecimalString, info.turnoverCode as DecimalString),
                    '100',
                  ),
                  turnoverTotal as DecimalString,
                  2,
                  'down',
                ),
              )}
            />
          ) : null}
        </Stack>
      </Card>
      <FormAlert>{state.matches('failed') || state.matches('editing') ? error : null}</FormAlert>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'withdrawal.submit' });
        }}
      >
        <Stack gap="medium">
          <AmountField
            label={intl.formatMessage(m.withdrawAmount)}
            description={intl.formatMessage(m.withdrawLimits, {
              min: amount(info.minAmount),
              max: amount(info.maxAmount),
            })}
            value={form.amount}
            onChange={(value) => send({ type: 'withdrawal.change', form: { amount: value } })}
            max={info.available}
            maxDecimals={8}
            unit="USDT"
            isRequired
            isDisabled={busy || !state.matches('editing')}
            isInvalid={has('amountInvalid') || has('amountAboveBalance')}
            errorMessage={
              has('amountAboveBalance')
                ? intl.formatMessage(m.amountAboveBalance)
                : intl.formatMessage(m.amountInvalid)
            }
          />
          {accounts.length === 0 ? (
            <Text tone={has('accountNotBound') ? 'critical' : 'neutral'}>
              {intl.formatMessage(m.accountNotBound)}
            </Text>
          ) : (
            <RadioGroup
              label={intl.formatMessage(m.account)}
              options={accounts.map((a) => ({ value: String(a.id), label: accountLabel(a) }))}
              value={form.accountId === null ? null : String(form.accountId)}
              onChange={(value) =>
                send({ type: 'withdrawal.change', form: { accountId: Number(value) } })
              }
              isRequired
              isDisabled={busy || !state.matches('editing')}
              isInvalid={has('accountNotChosen')}
              errorMessage={intl.formatMessage(m.chooseAccount)}
            />
          )}
          <Link href={accountsHref} standalone>
            {intl.formatMessage(m.addAccount)}
          </Link>
          <PasswordField
            label={intl.formatMessage(m.withdrawalPassword)}
            value={form.password}
            onChange={(value) => send({ type: 'withdrawal.change', form: { password: value } })}
            autoComplete="current-password"
            isRequired
            isDisabled={busy || !state.matches('editing')}
            isInvalid={has('passwordFormat')}
            errorMessage={formatValidationMessage(
              intl,
              VALIDATION_MESSAGES.withdrawalPasswordLength,
            )}
          />
          <Link href={forgetHref} standalone>
            {intl.formatMessage(m.forgotWithdrawalPassword)}
          </Link>
          {has('turnoverNotZero') ? (
            <Text tone="critical">{intl.formatMessage(m.turnover)}</Text>
          ) : null}
          {state.matches('failed') ? (
            <Inline gap="small">
              <Button onPress={() => send({ type: 'withdrawal.retry' })}>
                {intl.formatMessage(m.retry)}
              </Button>
              <Button tone="secondary" onPress={() => send({ type: 'withdrawal.edit' })}>
                {intl.formatMessage(m.edit)}
              </Button>
            </Inline>
          ) : state.matches('unknown') ? (
            <Stack gap="small">
              <div role="status">
                <Text>{intl.formatMessage(m.unknownOutcome)}</Text>
              </div>
              <Button
                isPending={state.matches({ unknown: 'querying' })}
                onPress={() => send({ type: 'withdrawal.query' })}
              >
                {intl.formatMessage(m.checkAgain)}
              </Button>
            </Stack>
          ) : null}
          {/* Kept mounted while a failure or an unknown outcome is shown: a pending button that
              vanished would leave react-aria's announcement pointing at nothing. */}
          <Button
            type="submit"
            fullWidth
            isPending={busy}
            isDisabled={!busy && !state.matches('editing')}
          >
            {intl.formatMessage(m.submitWithdraw)}
          </Button>
        </Stack>
      </form>
      <AlertDialog
        isOpen={feeNotice !== null}
        title={intl.formatMessage(m.feeTitle)}
        confirmLabel={intl.formatMessage(m.confirm)}
        onConfirm={() => send({ type: 'withdrawal.confirmFee' })}
        onCancel={() => send({ type: 'withdrawal.cancel' })}
      >
        {feeNotice ? (
          <Stack gap="small">
            <Text>
              {intl.formatMessage(m.feeText, {
                times: feeNotice.times,
                percent: feeNotice.percent,
                freeTimes: feeNotice.freeTimes,
              })}
            </Text>
            <Text tone="secondary">
              {intl.formatMessage(m.feeAmount, { fee: amount(feeNotice.fee) })}
            </Text>
          </Stack>
        ) : null}
      </AlertDialog>
    </Stack>
  );
}

const WITHDRAWAL_HEADING = {
  processing: m.withdrawPending,
  success: m.withdrawPaid,
  failure: m.withdrawNotPaid,
} as const;

/**
 * The submitted withdrawal as the server has it now: its timeline and, while it is under review,
 * cancel (confirmed); then paid out, or not (rejected with the reason, or cancelled here).
 */
function PendingWithdrawal({
  api,
  record: first,
  onAgain,
}: {
  api: ApiClient;
  record: WithdrawRecord;
  onAgain: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const problem = useFundsProblem();
  const [answered, setRecord] = useState(first);
  const record = useWithdrawalNow(api, answered);
  const [cancelledHere, setCancelledHere] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = (value: string) => formatAmount(value, intl.locale);
  const cancel = async () => {
    setPending(true);
    setFailure(null);
    try {
      setRecord(unwrap(await api.POST('/user/withdraw/cancel', { body: { id: record.id } })));
      setCancelledHere(true);
      void queryClient.invalidateQueries({ queryKey: infoKey });
    } catch (error) {
      setFailure(problem(error).message ?? intl.formatMessage(m.submitFailed));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  const processing = record.status === 'processing';
  return (
    <Stack gap="large">
      <RequestHeading>
        {intl.formatMessage(WITHDRAWAL_HEADING[record.status], { orderNo: record.orderNo })}
      </RequestHeading>
      {record.status === 'failure' ? null : (
        <RequestTimeline kind="withdrawal" done={record.status === 'success'} />
      )}
      <Text>
        {intl.formatMessage(m.withdrawReceipt, {
          amount: amount(record.amount),
          account: record.accountLabel,
          fee: amount(record.fee),
          actual: amount(record.actualAmount),
        })}
      </Text>
      <FormAlert>{failure}</FormAlert>
      {processing ? (
        <Button tone="critical" onPress={() => setConfirming(true)}>
          {intl.formatMessage(m.cancelWithdraw)}
        </Button>
      ) : (
        <Stack gap="medium">
          {record.status === 'failure' ? (
            cancelledHere ? (
              <Text>{intl.formatMessage(m.cancelled)}</Text>
            ) : (
              <Stack gap="xsmall">
                {record.rejectReason ? (
                  <Text>
                    {intl.formatMessage(m.requestReason, { reason: record.rejectReason })}
                  </Text>
                ) : null}
                <Text>{intl.formatMessage(m.released)}</Text>
              </Stack>
            )
          ) : null}
          <Button onPress={onAgain}>{intl.formatMessage(m.newWithdrawal)}</Button>
        </Stack>
      )}
      <AlertDialog
        isOpen={confirming}
        title={intl.formatMessage(m.cancelTitle)}
        confirmLabel={intl.formatMessage(m.cancelWithdraw)}
        cancelLabel={intl.formatMessage(m.keep)}
        isPending={pending}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        {intl.formatMessage(m.cancelBody, { amount: amount(record.amount) })}
      </AlertDialog>
    </Stack>
  );
}
