import { useEffect, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ERROR_CODES, isApiError, unwrap, type ApiClient } from '@repo/api-schema/client';
import {
  timedBetMachine,
  type BetBody,
  type BetModule,
  type PlacedBet,
} from '@repo/machines/timed-bet';
import { Button } from '@repo/ui/components/Button';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { SegmentedControl } from '@repo/ui/components/SegmentedControl';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { formatPrice, MISSING_VALUE } from '@repo/ui/format';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { serverMessage } from '../../shared/errors/errors';
import { usePaged } from '../../shared/lists/usePaged';
import { BetRecords, OpenBets, PeriodResults, Section, type BetRecord } from './BetLists';
import { BetTicket, type TicketStatus } from './BetTicket';
import {
  formatCountdown,
  formatStake,
  isolated,
  lossShareText,
  periodPhase,
  secondsUntil,
} from './betRules';
import { betMessages as messages } from './messages';
import { PriceLine } from './PriceLine';
import { useNow } from './useNow';
import * as styles from './bet.css';

/**
 * Candles of the price line: the last 30 one-minute closes, read again every few seconds; the live
 * price topic moves the newest point between the re-reads.
 */
const LINE_CANDLES = 30;
const LINE_REFRESH_MS = 5000;
const PRICE_PLACES = 2;

export interface BetScreenProps {
  api: ApiClient;
  /** The operator's BET_OPEN: off, the screen says so and never calls a bet endpoint. */
  offered: boolean;
  loggedIn: boolean;
  /** The available balance (USDT) of the logged-in user, null when unknown or a visitor. */
  balance: string | null;
  loginHref: string;
  /** The coin (a coin at one period length) to show first. */
  initialCoinId?: number | null;
  /** The user's bet topic: placed and settled bets as they happen; returns a stop. */
  betUpdates?: ((listener: (bet: BetRecord) => void) => () => void) | undefined;
  /**
   * The live price of a trade product (its price topic, kept subscribed while the screen shows it), a
   * hook the page passes in; without it the line moves with each re-read of the candles only.
   */
  useLivePrice?: ((productCode: string | null) => string | undefined) | undefined;
  /** Server time in ms (the client's service clock by default). */
  clock?: () => number;
  timeZone?: string;
}

/**
 * The timed up/down bet screen (spec §1, §3, §7): coin and period, a live price line with the period's
 * open price marked, countdowns to the cut-off and the end, the ticket (up/down, stake, what a win
 * pays), the risk warning with the measured loss share, my open bets, the result notice, the last 100
 * period results and my bet records. Visitors see it all but the ticket asks them to log in.
 */
export function BetScreen(props: BetScreenProps) {
  const intl = useIntl();
  if (!props.offered)
    return (
      <section className={styles.screen} aria-label={intl.formatMessage(messages.title)}>
        <EmptyState
          title={intl.formatMessage(messages.notOfferedTitle)}
          description={intl.formatMessage(messages.notOfferedBody)}
        />
      </section>
    );
  return <BetProduct {...props} />;
}

/**
 * A refused bet in the user's language: the codes the bet call documents, else the server's text.
 * It keeps the code, by which the machine tells a refusal the server meant from a failure that a
 * retry may get through (isRefusal).
 */
function refusal(intl: IntlShape, error: unknown): Error & { errCode?: number } {
  const code = isApiError(error) ? error.errCode : null;
  const text = (): string => {
    if (code === ERROR_CODES.PERIOD_CLOSED) return intl.formatMessage(messages.errorPeriodClosed);
    if (code === ERROR_CODES.SETTLEMENT_IN_PROGRESS) return intl.formatMessage(messages.settling);
    if (code === ERROR_CODES.FEATURE_DISABLED) return intl.formatMessage(messages.errorNotOffered);
    if (code === ERROR_CODES.TOO_MANY_REQUESTS) return intl.formatMessage(messages.errorTooMany);
    return serverMessage(error) ?? intl.formatMessage(messages.errorFailed);
  };
  return Object.assign(new Error(text()), code === null ? {} : { errCode: code });
}

const ticketStatus = (value: unknown): TicketStatus => {
  if (value === 'requestingToken' || value === 'submitting') return 'busy';
  if (value === 'failed') return 'failed';
  if (value === 'ready' || value === 'loading' || value === 'loadFailed') return 'ready';
  return 'placed';
};

const noLivePrice = (): undefined => undefined;

/**
 * The line's prices: the recent candles' closes with the newest one moved to the live price (the
 * current candle's close is the price now), so the line follows every tick between the re-reads.
 */
export function withLivePrice(closes: readonly string[], live: string | undefined): string[] {
  if (live === undefined || closes.length === 0) return [...closes];
  return [...closes.slice(0, -1), live];
}

const isBetRecordsKey = (key: readonly unknown[]) => key[0] === '/user/bet/records';

function BetProduct({
  api,
  loggedIn,
  balance,
  loginHref,
  initialCoinId = null,
  betUpdates,
  useLivePrice = noLivePrice,
  clock,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: BetScreenProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const serverNow = useMemo(() => clock ?? (() => api.serviceClock.now()), [clock, api]);
  const now = useNow(serverNow);

  const machine = useMemo(
    () =>
      timedBetMachine.provide({
        actors: {
          loadBetModule: fromPromise<BetModule, void>(async () => {
            const [coins, types] = await Promise.all([
              api.GET('/bet/coin/all').then(unwrap),
              api.GET('/bet/coin/type/all').then(unwrap),
            ]);
            return { coins, coinTypes: types.map((t) => t.code) };
          }),
          getToken: fromPromise<string, void>(
            async () => unwrap(await api.POST('/common/getToken')).token,
          ),
          submitBet: fromPromise<PlacedBet[], BetBody>(async ({ input }) => {
            try {
              return unwrap(
                await api.POST('/user/bet/submitList', {
                  params: { header: { 'X-IDEMPOTENT-TOKEN': input.idempotentToken } },
                  body: { list: input.list },
                }),
              );
            } catch (error) {
              throw refusal(intl, error);
            }
          }),
        },
      }),
    [api, intl],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { balance: balance ?? '0', enabled: true, coinId: initialCoinId },
  });
  const { module, selection, errors, error } = snapshot.context;
  const coin = module?.coins.find((c) => c.id === selection.coinId);

  useEffect(() => send({ type: 'bet.balance', balance: balance ?? '0' }), [balance, send]);

  // The chosen coin's open period, its price line and the last 100 results.
  const coinId = coin?.id ?? 0;
  const currentKey = apiKey('/bet/coin/period/{id}/currInfo', { id: coinId });
  const current = useApiQuery(
    currentKey,
    async () =>
      unwrap(await api.GET('/bet/coin/period/{id}/currInfo', { params: { path: { id: coinId } } })),
    { enabled: coin !== undefined },
  );
  const period = current.status === 'ready' ? current.data : null;
  const phase = period ? periodPhase(period, now) : null;
  const lineParams = {
    typeCode: coin?.typeCode ?? '',
    coinCode: coin?.code ?? '',
    ticket: LINE_CANDLES,
    interval: '1m' as const,
  };
  const lineKey = apiKey('/bet/coin/kdata/{typeCode}/{coinCode}/{ticket}/{interval}', lineParams);
  const line = useApiQuery(
    lineKey,
    async () =>
      unwrap(
        await api.GET('/bet/coin/kdata/{typeCode}/{coinCode}/{ticket}/{interval}', {
          params: { path: lineParams },
        }),
      ),
    { enabled: coin !== undefined },
  );
  const resultsKey = apiKey('/bet/coin/period/{id}/records/{count}', { id: coinId, count: 100 });
  const results = useApiQuery(
    resultsKey,
    async () =>
      unwrap(
        await api.GET('/bet/coin/period/{id}/records/{count}', {
          params: { path: { id: coinId, count: 100 } },
        }),
      ),
    { enabled: coin !== undefined },
  );

  // My bets (logged in only): the open ones and the settled ones, paged.
  const paged = usePaged();
  const openParams = { status: 'in_progress' as const, page: 1, limit: 50 as const };
  const openBets = useApiQuery(
    apiKey('/user/bet/records', openParams),
    async () => unwrap(await api.POST('/user/bet/records', { body: openParams })),
    { enabled: loggedIn },
  );
  const recordParams = { status: 'completed' as const, page: paged.page, limit: paged.pageSize };
  const records = useApiQuery(
    apiKey('/user/bet/records', recordParams),
    async () => unwrap(await api.POST('/user/bet/records', { body: recordParams })),
    { enabled: loggedIn },
  );

  // The machine knows the open period in the device's time (it checks the cut-off itself).
  useEffect(() => {
    if (!period) return;
    const offset = serverNow() - Date.now();
    send({
      type: 'bet.period',
      period: {
        id: period.id,
        coinId: period.coinId,
        cutoffMs: Date.parse(period.cutoffTime ?? period.endTime) - offset,
        endMs: Date.parse(period.endTime) - offset,
      },
    });
  }, [period, send, serverNow]);

  // The period ended: read the next one (each second until it is there); results settle soon after.
  const ended = phase === 'ended';
  const lineTick = Math.floor(now / LINE_REFRESH_MS);
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: currentKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` paces the re-reads
  }, [ended, now, queryClient]);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: lineKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one re-read per tick
  }, [lineTick, queryClient]);
  const periodId = period?.id;
  useEffect(() => {
    if (periodId === undefined) return undefined;
    void queryClient.invalidateQueries({ queryKey: resultsKey });
    const later = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: resultsKey }),
      5000,
    );
    return () => clearTimeout(later);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new period
  }, [periodId, queryClient]);

  // A placed bet shows in my open bets at once.
  const placed = snapshot.matches('open');
  useEffect(() => {
    if (placed)
      void queryClient.invalidateQueries({ predicate: (q) => isBetRecordsKey(q.queryKey) });
  }, [placed, queryClient]);

  // The user's bet topic: a settled bet shows its result and settles the ticket's bet.
  const [notice, setNotice] = useState<BetRecord | null>(null);
  useEffect(() => {
    if (!betUpdates) return undefined;
    return betUpdates((bet) => {
      if (bet.status !== 'completed') return;
      setNotice(bet);
      send({ type: 'bet.settled', bet });
    });
  }, [betUpdates, send]);

  const amountText = (value: string) => formatStake(value, intl.locale);
  const priceText = (value: string) => formatPrice(value, intl.locale, PRICE_PLACES);

  const live = useLivePrice(coin?.productCode ?? null);

  if (snapshot.matches('loading'))
    return (
      <section className={styles.screen} aria-label={intl.formatMessage(messages.title)}>
        <Skeleton lines={6} label={intl.formatMessage(messages.loading)} />
      </section>
    );
  if (snapshot.matches('loadFailed'))
    return (
      <section className={styles.screen} aria-label={intl.formatMessage(messages.title)}>
        <ErrorState
          description={error ?? intl.formatMessage(messages.loadFailed)}
          onRetry={() => send({ type: 'bet.retry' })}
        />
      </section>
    );
  if (!module || !coin)
    return (
      <section className={styles.screen} aria-label={intl.formatMessage(messages.title)}>
        <EmptyState title={intl.formatMessage(messages.empty)} />
      </section>
    );

  const codes = [...new Set(module.coins.map((c) => c.code))];
  const lengths = module.coins.filter((c) => c.code === coin.code);
  const chooseCode = (code: string) => {
    const same = module.coins.find(
      (c) => c.code === code && c.periodSeconds === coin.periodSeconds,
    );
    const next = same ?? module.coins.find((c) => c.code === code);
    if (next) send({ type: 'bet.change', selection: { coinId: next.id } });
  };

  const closes = withLivePrice(line.status === 'ready' ? line.data.map((c) => c.close) : [], live);
  const lastPrice = closes.at(-1) ?? null;
  const open = period?.openPrice ?? null;
  const waiting =
    snapshot.matches('settling') ||
    (openBets.status === 'ready' &&
      openBets.data.list.some((b) => b.endTime !== undefined && Date.parse(b.endTime) <= now));

  const cutoffLeft = period
    ? secondsUntil(Date.parse(period.cutoffTime ?? period.endTime), now)
    : 0;
  const endLeft = period ? secondsUntil(Date.parse(period.endTime), now) : 0;
  const share = coin.lossShare30d;

  const resultText = (bet: BetRecord) => {
    const values = {
      payout: amountText(bet.payout ?? '0'),
      amount: amountText(bet.amount),
      periodNo: isolated(bet.periodNo),
    };
    if (bet.result === 'win') return intl.formatMessage(messages.resultWin, values);
    if (bet.result === 'lose') return intl.formatMessage(messages.resultLose, values);
    return intl.formatMessage(messages.resultRefund, values);
  };

  return (
    <section
      // The layout's header carries the page heading; the section is named for landmarks.
      className={styles.screen}
      aria-label={intl.formatMessage(messages.title)}
      data-testid="bet-screen"
    >
      {notice ? (
        <div
          className={`${styles.noticeBox} ${styles.full} ${
            styles.notice[
              notice.result === 'win' ? 'positive' : notice.result === 'lose' ? 'critical' : 'info'
            ]
          }`}
          role="status"
          data-testid="bet-result"
        >
          <span>{resultText(notice)}</span>
          <Button tone="ghost" size="small" onPress={() => setNotice(null)}>
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </div>
      ) : null}
      {waiting ? (
        <p
          className={`${styles.noticeBox} ${styles.full} ${styles.notice.info}`}
          role="status"
          data-testid="bet-settling"
        >
          {intl.formatMessage(messages.settling)}
        </p>
      ) : null}

      <div className={styles.panel}>
        <SegmentedControl
          aria-label={intl.formatMessage(messages.coin)}
          selectedKey={coin.code}
          onSelectionChange={(key) => chooseCode(String(key))}
          segments={codes.map((code) => ({ id: code, label: code }))}
        />
        <SegmentedControl
          aria-label={intl.formatMessage(messages.period)}
          selectedKey={coin.id}
          onSelectionChange={(key) =>
            send({ type: 'bet.change', selection: { coinId: Number(key) } })
          }
          segments={lengths.map((c) => ({
            id: c.id,
            label: intl.formatMessage(messages.periodSeconds, { seconds: c.periodSeconds }),
          }))}
        />
        {line.status === 'error' ? (
          <ErrorState
            description={intl.formatMessage(messages.priceLoadFailed)}
            onRetry={line.retry}
            isRetrying={line.isRetrying}
          />
        ) : line.status === 'loading' ? (
          <Skeleton lines={3} label={intl.formatMessage(messages.loading)} />
        ) : (
          <PriceLine
            prices={closes}
            open={open}
            label={
              open
                ? intl.formatMessage(messages.priceLine, {
                    coin: coin.code,
                    count: closes.length,
                    open: priceText(open),
                  })
                : intl.formatMessage(messages.priceLineNoOpen, {
                    coin: coin.code,
                    count: closes.length,
                  })
            }
          />
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage(messages.openPrice)}</dt>
            <dd className={styles.factValue} data-testid="bet-open-price">
              {open ? priceText(open) : MISSING_VALUE}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage(messages.lastPrice)}</dt>
            <dd className={styles.factValue}>{lastPrice ? priceText(lastPrice) : MISSING_VALUE}</dd>
          </div>
          {phase === 'open' ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.cutoffIn)}</dt>
              <dd className={styles.factValue} data-testid="bet-cutoff-countdown">
                {formatCountdown(cutoffLeft)}
              </dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage(messages.closesIn)}</dt>
            <dd className={styles.factValue} data-testid="bet-end-countdown">
              {formatCountdown(endLeft)}
            </dd>
          </div>
        </dl>
        {period ? (
          <p className={styles.secondary}>
            {intl.formatMessage(messages.periodNo, { periodNo: isolated(period.periodNo) })}
          </p>
        ) : null}
        {phase === 'cutoff' ? (
          <p
            className={`${styles.noticeBox} ${styles.notice.caution}`}
            data-testid="bet-cutoff-passed"
          >
            {intl.formatMessage(messages.cutoffPassed, { time: formatCountdown(endLeft) })}
          </p>
        ) : null}
      </div>

      <div className={styles.panel}>
        <BetTicket
          coin={coin}
          direction={selection.direction}
          amount={selection.amount}
          balance={loggedIn ? balance : null}
          loggedIn={loggedIn}
          loginHref={loginHref}
          status={ticketStatus(snapshot.value)}
          errors={errors}
          failure={snapshot.matches('failed') || snapshot.matches('ready') ? error : null}
          onDirection={(direction) => send({ type: 'bet.change', selection: { direction } })}
          onAmount={(amount) => send({ type: 'bet.change', selection: { amount } })}
          onPlace={() => send({ type: 'bet.place' })}
          onRetry={snapshot.context.canRetry ? () => send({ type: 'bet.retry' }) : null}
          onEdit={() => send({ type: 'bet.edit' })}
          onAgain={() => send({ type: 'bet.again' })}
        />
        <aside
          className={`${styles.noticeBox} ${styles.notice.caution}`}
          aria-labelledby="bet-risk"
          data-testid="bet-risk"
        >
          <span>
            <strong id="bet-risk" className={styles.riskTitle}>
              {intl.formatMessage(messages.riskTitle)}
            </strong>
            {share === null
              ? intl.formatMessage(messages.riskNoData)
              : intl.formatMessage(messages.risk, {
                  share: lossShareText(share, intl.locale),
                })}
          </span>
        </aside>
      </div>

      <Section id="bet-open" title={intl.formatMessage(messages.openBets)}>
        {loggedIn ? (
          <OpenBets result={openBets} now={now} />
        ) : (
          <p className={styles.secondary}>{intl.formatMessage(messages.loginForRecords)}</p>
        )}
      </Section>
      <Section id="bet-results" title={intl.formatMessage(messages.results)}>
        <PeriodResults result={results} />
      </Section>
      <Section
        id="bet-records"
        title={intl.formatMessage(messages.records)}
        className={styles.full}
      >
        {loggedIn ? (
          <BetRecords result={records} paged={paged} timeZone={timeZone} />
        ) : (
          <p className={styles.secondary}>{intl.formatMessage(messages.loginForRecords)}</p>
        )}
      </Section>
    </section>
  );
}
