import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import {
  isDecimalString,
  isRechargeAmountInRange,
  rechargePayment,
  round,
  type DecimalString,
} from '@repo/api-schema/money';
import { offlineRechargeForm, rechargeAmount } from '@repo/api-schema/rules';
import { AmountField } from '@repo/ui/components/AmountField';
import { Button } from '@repo/ui/components/Button';
import { Card } from '@repo/ui/components/Card';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { FilePicker } from '@repo/ui/components/FilePicker';
import { ProgressBar } from '@repo/ui/components/ProgressBar';
import { QrCode } from '@repo/ui/components/QrCode';
import { RadioGroup } from '@repo/ui/components/RadioGroup';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { TextField } from '@repo/ui/components/TextField';
import { formatAmount } from '@repo/ui/format';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { FormAlert, useErrorText } from '../../shared/forms/formSupport';
import { Loaded } from '../../shared/page/loadStates';
import { PageFrame } from '../../shared/page/PageFrame';
import * as pageStyles from '../../shared/page/page.css';
import { useFundsProblem } from './fundsAnswers';
import { fieldIssues } from './fieldIssues';
import {
  idempotentToken,
  useUserInfo,
  type RechargeChannel,
  type RechargeRecord,
} from './fundsData';
import * as styles from './funds.css';
import { fundsMessages as m } from './messages';
import {
  bothLoaded,
  RequestHeading,
  RequestTimeline,
  useDepositNow,
  useIssueProps,
} from './fundsParts';
import type { UploadVoucher } from './progressUpload';
import { useCouponCheck } from './couponCheck';

export interface RechargeScreenProps {
  api: ApiClient;
  /** Uploads the voucher image with progress (the page gives the XMLHttpRequest one). */
  uploadVoucher: UploadVoucher;
  onBack?: (() => void) | undefined;
}

/** The voucher kinds the server stores, checked by signature before any request (5 MB). */
export const VOUCHER_KINDS = ['jpeg', 'png', 'webp'] as const;
export const VOUCHER_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What the user pays for `amount` USDT through `channel`, less a checked coupon's discount in percent
 * (the shared rule the server applies on submit), rounded up to 4 decimals for display so it never
 * shows less than the rule; null for a non-amount.
 */
export function shownPayment(
  amount: string,
  channel: RechargeChannel,
  discountPercent: DecimalString = '0',
): DecimalString | null {
  if (!isDecimalString(amount)) return null;
  return round(
    rechargePayment(amount, channel.exchangeRate as DecimalString, discountPercent),
    4,
    'up',
  );
}

/** A discount percent as typed by the operator ("5", "7.5"), with the locale's digits and grouping. */
const formatPercent = (value: string, locale: string) =>
  formatAmount(value, locale, Math.min(value.split('.')[1]?.length ?? 0, 8));

/**
 * Deposit (spec §2 /m/user/recharge): the channel, an amount within its limits, a coupon, the actual
 * payment by the shared rule; a crypto channel shows its address with QR and copy, an offline one the
 * payer form with the voucher picked (type by signature and size checked before any request),
 * previewed and uploaded with progress and retry. Then the pending request with its timeline.
 */
export function RechargeScreen({ api, uploadVoucher, onBack }: RechargeScreenProps) {
  const intl = useIntl();
  const user = useUserInfo(api);
  const channels = useApiQuery(apiKey('/user/recharge/channel/list'), async () =>
    unwrap(await api.GET('/user/recharge/channel/list')),
  );
  const [round, setRound] = useState(0);
  const both = bothLoaded(user, channels);
  return (
    <PageFrame title={intl.formatMessage(m.rechargeTitle)} onBack={onBack}>
      <div className={pageStyles.column.narrow}>
        <Loaded
          result={both}
          skeletonLines={8}
          loading={m.loading}
          failed={m.loadFailed}
          isEmpty={([me, list]) => me.role !== 'demo' && list.length === 0}
          empty={<EmptyState title={intl.formatMessage(m.noChannels)} />}
        >
          {([me, list]) =>
            me.role === 'demo' ? (
              <Text>{intl.formatMessage(m.demoRefused)}</Text>
            ) : (
              <RechargeForm
                key={round}
                api={api}
                channels={list}
                uploadVoucher={uploadVoucher}
                onAgain={() => setRound((n) => n + 1)}
              />
            )
          }
        </Loaded>
      </div>
    </PageFrame>
  );
}

type Upload =
  | { status: 'none' }
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'done'; file: File; url: string }
  | { status: 'failed'; file: File; message: string };

const EMPTY = { payer: '', payerBank: '', payerAccount: '', serialNumber: '', couponCode: '' };

function RechargeForm({
  api,
  channels,
  uploadVoucher,
  onAgain,
}: {
  api: ApiClient;
  channels: readonly RechargeChannel[];
  uploadVoucher: UploadVoucher;
  onAgain: () => void;
}) {
  const intl = useIntl();
  const problem = useFundsProblem();
  const errorText = useErrorText();
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState(EMPTY);
  const [upload, setUpload] = useState<Upload>({ status: 'none' });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const issueProps = useIssueProps(issues);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState(false);
  const [record, setRecord] = useState<RechargeRecord | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const offline = channel.type === 'offline';
  const money = (value: string) => formatAmount(value, intl.locale);
  const coupon = useCouponCheck(api, channel.id, fields.couponCode);
  const discount = coupon.state.status === 'valid' ? coupon.state.discountPercent : undefined;
  const payment = shownPayment(amount, channel, discount);

  const send = async (file: File) => {
    setUpload({ status: 'uploading', file, progress: 0 });
    try {
      const url = await uploadVoucher(file, (progress) =>
        setUpload((now) =>
          now.status === 'uploading' && now.file === file ? { ...now, progress } : now,
        ),
      );
      setUpload({ status: 'done', file, url });
    } catch (error) {
      setUpload({
        status: 'failed',
        file,
        message: problem(error).message ?? intl.formatMessage(m.uploadFailed),
      });
    }
  };

  const submit = async () => {
    const min = channel.minAmount as DecimalString;
    const max = channel.maxAmount as DecimalString;
    const voucherImage = upload.status === 'done' ? upload.url : '';
    const found = offline
      ? fieldIssues(offlineRechargeForm(min, max), { amount, ...fields, voucherImage })
      : fieldIssues(v.object({ amount: rechargeAmount(min, max) }), { amount });
    // A code the server already refused is not sent again; everything typed stays for the fix.
    if (coupon.state.status === 'invalid') found.couponCode = coupon.state.messageId;
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      // One token per intent: a retry after a failure sends the same one (spec §7).
      const intent = token ?? (await idempotentToken(api));
      setToken(intent);
      const trimmed = Object.fromEntries(
        Object.entries(fields)
          .map(([name, text]) => [name, text.trim()])
          .filter(([, text]) => text !== ''),
      ) as Partial<typeof EMPTY>;
      const saved = unwrap(
        await api.POST('/user/recharge/submit', {
          params: { header: { 'X-IDEMPOTENT-TOKEN': intent } },
          body: {
            channelId: channel.id,
            amount,
            ...(trimmed.couponCode ? { couponCode: trimmed.couponCode } : {}),
            ...(trimmed.serialNumber ? { serialNumber: trimmed.serialNumber } : {}),
            ...(offline
              ? {
                  payer: trimmed.payer!,
                  payerBank: trimmed.payerBank!,
                  payerAccount: trimmed.payerAccount!,
                  voucherImage,
                }
              : {}),
          },
        }),
      );
      setRecord(saved);
    } catch (error) {
      const read = problem(error);
      setIssues(read.fields);
      setFailure(
        read.message ??
          (Object.keys(read.fields).length ? null : intl.formatMessage(m.submitFailed)),
      );
    } finally {
      setPending(false);
    }
  };

  if (record) {
    return <SubmittedDeposit api={api} record={record} channel={channel} onAgain={onAgain} />;
  }

  const field = (name: keyof typeof EMPTY, label: string, required: boolean) => (
    <TextField
      label={label}
      value={fields[name]}
      onChange={(value) => {
        setFields((old) => ({ ...old, [name]: value }));
        // Another body is another intent: a retry with the old token would be refused (1102).
        setToken(null);
      }}
      isRequired={required}
      isDisabled={pending}
      {...issueProps(name)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="large">
        <FormAlert>{failure}</FormAlert>
        <RadioGroup
          label={intl.formatMessage(m.channel)}
          options={channels.map((c) => ({
            value: String(c.id),
            label: (
              <span className={styles.channelLabel}>
                <bdi>{c.name}</bdi>
                <span className={styles.channelLimits}>
                  {intl.formatMessage(m.channelLimits, {
                    min: money(c.minAmount),
                    max: money(c.maxAmount),
                  })}
                </span>
              </span>
            ),
          }))}
          value={String(channel.id)}
          onChange={(value) => {
            setChannelId(Number(value));
            setIssues({});
            setToken(null);
          }}
          isDisabled={pending}
        />
        <AmountField
          label={intl.formatMessage(m.rechargeAmount)}
          description={intl.formatMessage(m.channelLimits, {
            min: money(channel.minAmount),
            max: money(channel.maxAmount),
          })}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setToken(null);
          }}
          maxDecimals={8}
          unit="USDT"
          isRequired
          isDisabled={pending}
          isInvalid={issues.amount !== undefined}
          errorMessage={
            isDecimalString(amount) &&
            !isRechargeAmountInRange(
              amount,
              channel.minAmount as DecimalString,
              channel.maxAmount as DecimalString,
            )
              ? intl.formatMessage(m.rechargeRange, {
                  min: money(channel.minAmount),
                  max: money(channel.maxAmount),
                })
              : errorText(issues.amount)
          }
        />
        <TextField
          label={intl.formatMessage(m.coupon)}
          value={fields.couponCode}
          onChange={(value) => {
            setFields((old) => ({ ...old, couponCode: value }));
            setIssues(({ couponCode: _refused, ...rest }) => rest);
            setToken(null);
          }}
          onBlur={coupon.checkNow}
          isDisabled={pending}
          description={
            coupon.state.status === 'valid'
              ? intl.formatMessage(m.couponDiscount, {
                  discount: formatPercent(coupon.state.discountPercent, intl.locale),
                })
              : coupon.state.status === 'checking'
                ? intl.formatMessage(m.couponChecking)
                : coupon.state.status === 'unchecked'
                  ? intl.formatMessage(m.couponNotChecked)
                  : undefined
          }
          isInvalid={issues.couponCode !== undefined || coupon.state.status === 'invalid'}
          errorMessage={errorText(
            issues.couponCode ??
              (coupon.state.status === 'invalid' ? coupon.state.messageId : undefined),
          )}
        />
        <Card>
          <Stack gap="xsmall">
            <Text size="small" tone="secondary">
              {intl.formatMessage(m.actualPayment)}
            </Text>
            <Text size="large" weight="strong">
              <output aria-live="polite">
                {payment === null
                  ? null
                  : intl.formatMessage(m.paymentInCurrency, {
                      amount: money(payment),
                      currency: channel.currency,
                    })}
              </output>
            </Text>
            {coupon.state.status !== 'none' && coupon.state.status !== 'valid' ? (
              <Text size="small" tone="secondary">
                {intl.formatMessage(m.paymentWithoutCoupon)}
              </Text>
            ) : null}
            <Text size="small" tone="secondary">
              {intl.formatMessage(m.exchangeRate, {
                rate: channel.exchangeRate,
                currency: channel.currency,
              })}
            </Text>
            <Text size="small" tone="secondary">
              {intl.formatMessage(m.couponHint)}
            </Text>
          </Stack>
        </Card>
        {channel.type === 'crypto' && channel.address ? (
          <Card>
            <div className={styles.addressBlock}>
              <Text size="small" tone="secondary">
                {intl.formatMessage(m.cryptoAddress, { network: channel.network ?? '' })}
              </Text>
              <QrCode
                value={channel.address}
                label={intl.formatMessage(m.addressQr)}
                showValue={false}
              />
              <Text weight="strong" className={styles.breakAnywhere}>
                <bdi>{channel.address}</bdi>
              </Text>
              <Button
                tone="secondary"
                onPress={() => {
                  void navigator.clipboard?.writeText(channel.address!).then(() => setCopied(true));
                }}
              >
                {intl.formatMessage(m.copy)}
              </Button>
              <div role="status">
                {copied ? <Text tone="positive">{intl.formatMessage(m.copied)}</Text> : null}
              </div>
            </div>
          </Card>
        ) : null}
        {offline ? (
          <Stack gap="medium">
            {channel.bankName ? (
              <Card>
                <Text className={styles.breakAnywhere}>
                  {intl.formatMessage(m.payTo, {
                    bank: channel.bankName,
                    name: channel.accountName ?? '',
                    number: channel.accountNumber ?? '',
                  })}
                </Text>
              </Card>
            ) : null}
            {field('payer', intl.formatMessage(m.payer), true)}
            {field('payerBank', intl.formatMessage(m.payerBank), true)}
            {field('payerAccount', intl.formatMessage(m.payerAccount), true)}
            <FilePicker
              label={intl.formatMessage(m.voucher)}
              accept={VOUCHER_KINDS}
              maxBytes={VOUCHER_MAX_BYTES}
              isDisabled={pending}
              onChange={(file) => {
                setToken(null);
                if (file) void send(file);
                else setUpload({ status: 'none' });
              }}
            />
            {upload.status === 'uploading' ? (
              <ProgressBar
                label={intl.formatMessage(m.uploading)}
                minValue={0}
                maxValue={1}
                value={upload.progress}
              />
            ) : null}
            <div role="status">
              {upload.status === 'done' ? (
                <Text tone="positive">{intl.formatMessage(m.uploaded)}</Text>
              ) : null}
            </div>
            {upload.status === 'failed' ? (
              <Stack gap="small">
                <FormAlert>{upload.message}</FormAlert>
                <Button tone="secondary" onPress={() => void send(upload.file)}>
                  {intl.formatMessage(m.retryUpload)}
                </Button>
              </Stack>
            ) : null}
            {issues.voucherImage !== undefined ? (
              <Text tone="critical">
                {upload.status === 'done'
                  ? errorText(issues.voucherImage)
                  : intl.formatMessage(m.voucherRequired)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {channel.type === 'crypto'
          ? field('serialNumber', intl.formatMessage(m.serialNumber), false)
          : null}
        {offline ? field('serialNumber', intl.formatMessage(m.serialNumber), false) : null}
        <Button
          type="submit"
          fullWidth
          isPending={pending}
          isDisabled={upload.status === 'uploading'}
        >
          {intl.formatMessage(m.submitRecharge)}
        </Button>
      </Stack>
    </form>
  );
}

const DEPOSIT_HEADING = {
  processing: m.rechargePending,
  success: m.rechargeCredited,
  failure: m.rechargeRejected,
} as const;

/** The submitted deposit as the server has it now: under review, then credited or rejected. */
function SubmittedDeposit({
  api,
  record: submitted,
  channel,
  onAgain,
}: {
  api: ApiClient;
  record: RechargeRecord;
  channel: RechargeChannel;
  onAgain: () => void;
}) {
  const intl = useIntl();
  const record = useDepositNow(api, submitted);
  const money = (value: string) => formatAmount(value, intl.locale);
  return (
    <Stack gap="large">
      <RequestHeading>
        {intl.formatMessage(DEPOSIT_HEADING[record.status], { orderNo: record.orderNo })}
      </RequestHeading>
      {record.status === 'failure' ? (
        record.rejectReason ? (
          <Text>{intl.formatMessage(m.requestReason, { reason: record.rejectReason })}</Text>
        ) : null
      ) : (
        <RequestTimeline kind="deposit" done={record.status === 'success'} />
      )}
      <Text>{intl.formatMessage(m.amountUnit, { amount: money(record.amount) })}</Text>
      <Stack gap="xxsmall">
        <Text size="small" tone="secondary">
          {intl.formatMessage(m.actualPayment)}
        </Text>
        <Text weight="strong">
          {intl.formatMessage(m.paymentInCurrency, {
            amount: money(record.actualPayment),
            currency: record.currency ?? channel.currency,
          })}
        </Text>
      </Stack>
      {record.status === 'processing' ? (
        <Text tone="secondary">{intl.formatMessage(m.rechargePendingHint)}</Text>
      ) : null}
      <Button onPress={onAgain}>{intl.formatMessage(m.newDeposit)}</Button>
    </Stack>
  );
}
