import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, unwrap, type ApiClient } from '@repo/api-schema/client';
import { compare, isDecimalString } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';
import { AmountField } from '@repo/ui/components/AmountField';
import { Button } from '@repo/ui/components/Button';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { Heading } from '@repo/ui/components/Heading';
import { Link } from '@repo/ui/components/Link';
import { Select } from '@repo/ui/components/Select';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { formatAmount } from '@repo/ui/format';
import { serverMessage } from '../../shared/errors/errors';
import { Loaded } from '../../shared/page/loadStates';
import { PageFrame } from '../../shared/page/PageFrame';
import { walletMessages as m, walletValueMessages as v } from './messages';
import { useWalletData } from './WalletScreen';
import * as styles from './wallet.css';

type Quote = Schema<'ExchangeQuote'>;
type ExchangeRecord = Schema<'ExchangeRecord'>;
export type ExchangeCoin = Schema<'ExchangeCoin'>;

/** The server's answer to a convert at a quote that ran out or was used (contract: ExchangeRequest). */
export function isQuoteExpired(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.errCode === 1000 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as Record<string, unknown>).quoteId === 'validation.exchange.quoteExpired'
  );
}

/** Whole seconds left before `deadline` (never below 0). */
export const secondsLeft = (deadline: number, now: number) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** When a quote runs out on this device's clock: its stated validity from when it arrived. */
export function quoteDeadline(quote: Quote, receivedAt: number, serverNow: number): number {
  const stated = quote.validSeconds !== undefined ? quote.validSeconds * 1000 : Infinity;
  const untilExpiry = Date.parse(quote.expiresAt) - serverNow;
  return receivedAt + Math.min(stated, Number.isNaN(untilExpiry) ? stated : untilExpiry);
}

type Step =
  | { kind: 'form' }
  | { kind: 'quoted'; quote: Quote; deadline: number }
  | { kind: 'expired'; quote: Quote }
  | { kind: 'done'; record: ExchangeRecord };

export interface ExchangeScreenProps {
  api: ApiClient;
  prefix: '' | '/m';
  onBack?: (() => void) | undefined;
  /** The local clock of the countdown (stories and tests move it). */
  now?: () => number;
  hasScreen?: (address: string) => boolean;
}

/**
 * Exchange a coin to USDT (spec §1, §5: quantity required): the coin and quantity, then a quote with
 * its live countdown (the server holds it for validSeconds, 30 s), confirm, and the result. A quote
 * that ran out (here, or by the server's clock) says so and offers a fresh one; a confirm is sent
 * once per quote with one idempotency token, reused if the same confirm is retried. Its buttons
 * are disabled, not "pending", while a call runs: each is replaced when the answer comes, and a
 * pending button's announcement would be left pointing at a button that is gone.
 */
export function ExchangeScreen({
  api,
  prefix,
  onBack,
  now = Date.now,
  hasScreen = () => true,
}: ExchangeScreenProps) {
  const intl = useIntl();
  const wallet = useWalletData(api);
  const [coin, setCoin] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tick, setTick] = useState(() => now());
  const tokens = useRef(new Map<string, string>());

  const quoted = step.kind === 'quoted' ? step : null;
  const remaining = quoted ? secondsLeft(quoted.deadline, tick) : 0;
  // A quote whose countdown ran out is expired here too: no confirm, a fresh quote instead.
  const expired = step.kind === 'expired' || (quoted !== null && remaining === 0);
  useEffect(() => {
    if (!quoted || expired) return undefined;
    const timer = setInterval(() => setTick(now()), 250);
    return () => clearInterval(timer);
  }, [quoted, expired, now]);

  const fail = (error: unknown) =>
    setProblem(serverMessage(error) ?? intl.formatMessage(m.quoteError));

  const requestQuote = async (fromCoin: string, quantity: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const quote = unwrap(
        await api.POST('/user/exchange/quote', {
          body: { fromCoin, toCoin: 'USDT', amount: quantity },
        }),
      );
      const receivedAt = now();
      setTick(receivedAt);
      setStep({
        kind: 'quoted',
        quote,
        deadline: quoteDeadline(quote, receivedAt, api.serviceClock.now()),
      });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (quote: Quote) => {
    setBusy(true);
    setProblem(null);
    const intent = String(quote.quoteId ?? `${quote.fromCoin}:${quote.amount}:${quote.expiresAt}`);
    try {
      let token = tokens.current.get(intent);
      if (!token) {
        token = unwrap(await api.POST('/common/getToken')).token;
        tokens.current.set(intent, token);
      }
      const record = unwrap(
        await api.POST('/user/exchange/convert', {
          params: { header: { 'X-IDEMPOTENT-TOKEN': token } },
          body: {
            fromCoin: quote.fromCoin,
            toCoin: 'USDT',
            amount: quote.amount,
            ...(quote.quoteId !== undefined ? { quoteId: quote.quoteId } : {}),
          },
        }),
      );
      setStep({ kind: 'done', record });
      void wallet.retry();
    } catch (error) {
      if (isQuoteExpired(error)) setStep({ kind: 'expired', quote });
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  const recordsPath = `${prefix}/user/exchange/records`;

  return (
    <PageFrame title={intl.formatMessage(m.exchangeTitle)} onBack={onBack}>
      <Loaded
        result={wallet}
        skeletonLines={4}
        loading={m.coinsLoading}
        failed={m.coinsLoadError}
        isEmpty={(data) => !data.coins.some((c) => compare(c.balance, '0') > 0)}
        empty={
          <EmptyState
            title={intl.formatMessage(m.noCoins)}
            description={intl.formatMessage(m.noCoinsHint)}
          />
        }
      >
        {({ coins }) => {
          const held = coins.filter((c) => compare(c.balance, '0') > 0);
          const chosen = held.find((c) => c.coin === coin) ?? held[0]!;
          const amountError =
            !isDecimalString(amount) || compare(amount, '0') <= 0
              ? intl.formatMessage(m.amountRequired)
              : compare(amount, chosen.balance) > 0
                ? intl.formatMessage(m.amountTooMuch)
                : null;
          if (step.kind === 'done') {
            const { record } = step;
            return (
              <Stack gap="medium" className={styles.narrow}>
                <Heading level={2} size="large">
                  {intl.formatMessage(m.done)}
                </Heading>
                <Text>
                  {intl.formatMessage(v.doneBody, {
                    amount: formatAmount(record.amount, intl.locale, 8),
                    coin: record.fromCoin,
                    receive: formatAmount(record.receive, intl.locale),
                  })}
                </Text>
                <Button
                  onPress={() => {
                    setAmount('');
                    setTouched(false);
                    setStep({ kind: 'form' });
                  }}
                >
                  {intl.formatMessage(m.again)}
                </Button>
                {hasScreen(recordsPath) ? (
                  <Link href={recordsPath} standalone>
                    {intl.formatMessage(m.exchangesTitle)}
                  </Link>
                ) : null}
              </Stack>
            );
          }
          const locked = step.kind !== 'form';
          return (
            <form
              className={styles.narrow}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                setTouched(true);
                if (!amountError) void requestQuote(chosen.coin, amount);
              }}
            >
              <Stack gap="medium">
                <Select
                  label={intl.formatMessage(m.coin)}
                  selectedKey={chosen.coin}
                  isDisabled={locked}
                  onSelectionChange={(key) => {
                    setCoin(String(key));
                    setAmount('');
                    setTouched(false);
                  }}
                  options={held.map((c) => ({ id: c.coin, label: `${c.coin} · ${c.name}` }))}
                />
                <AmountField
                  label={intl.formatMessage(m.amount)}
                  value={amount}
                  onChange={setAmount}
                  max={chosen.balance}
                  maxDecimals={8}
                  unit={chosen.coin}
                  isDisabled={locked}
                  isInvalid={touched && amountError !== null}
                  errorMessage={touched ? amountError : null}
                  description={intl.formatMessage(v.holding, {
                    amount: formatAmount(chosen.balance, intl.locale, 8),
                    coin: chosen.coin,
                  })}
                />
                {step.kind === 'form' ? (
                  <Button type="submit" isDisabled={busy} fullWidth>
                    {intl.formatMessage(m.getQuote)}
                  </Button>
                ) : (
                  <section className={styles.quote} aria-labelledby="exchange-quote">
                    <Heading level={2} size="body" id="exchange-quote">
                      {intl.formatMessage(m.quote)}
                    </Heading>
                    <Text>
                      {intl.formatMessage(v.quoteRate, {
                        coin: step.quote.fromCoin,
                        rate: formatAmount(step.quote.rate, intl.locale),
                      })}
                    </Text>
                    <Text>
                      {intl.formatMessage(v.quoteFee, {
                        fee: formatAmount(step.quote.fee, intl.locale),
                      })}
                    </Text>
                    <Text weight="strong">
                      {intl.formatMessage(v.quoteReceive, {
                        receive: formatAmount(step.quote.receive, intl.locale),
                      })}
                    </Text>
                    {!expired ? (
                      <>
                        <Text tone="secondary" size="small">
                          <span aria-live="off" data-testid="quote-countdown">
                            {intl.formatMessage(v.countdown, { seconds: remaining })}
                          </span>
                        </Text>
                        <Button
                          isDisabled={busy}
                          onPress={() => void confirm(step.quote)}
                          fullWidth
                        >
                          {intl.formatMessage(m.confirm)}
                        </Button>
                      </>
                    ) : (
                      <>
                        <Text tone="critical" as="p">
                          <span role="alert">{intl.formatMessage(m.expired)}</span>
                        </Text>
                        <Button
                          isDisabled={busy}
                          onPress={() => void requestQuote(step.quote.fromCoin, step.quote.amount)}
                          fullWidth
                        >
                          {intl.formatMessage(m.newQuote)}
                        </Button>
                      </>
                    )}
                    <Button
                      tone="ghost"
                      isDisabled={busy}
                      onPress={() => setStep({ kind: 'form' })}
                    >
                      {intl.formatMessage(m.changeAmount)}
                    </Button>
                  </section>
                )}
                {problem ? (
                  <Text tone="critical">
                    <span role="alert">{problem}</span>
                  </Text>
                ) : null}
                {hasScreen(recordsPath) ? (
                  <Link href={recordsPath} standalone>
                    {intl.formatMessage(m.exchangesTitle)}
                  </Link>
                ) : null}
              </Stack>
            </form>
          );
        }}
      </Loaded>
    </PageFrame>
  );
}
