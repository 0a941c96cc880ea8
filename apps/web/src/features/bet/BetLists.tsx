import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@repo/api-schema/schema';
import { Button } from '@repo/ui/components/Button';
import { Pagination } from '@repo/ui/components/Pagination';
import { formatDateTime, formatPrice } from '@repo/ui/format';
import type { Paged } from '../../shared/lists/usePaged';
import { Loaded, type LoadResult } from '../../shared/page/loadStates';
import { formatCountdown, formatStake, isolated, secondsUntil } from './betRules';
import { betMessages as messages } from './messages';
import * as styles from './bet.css';

export type BetRecord = Schema<'BetRecord'>;
export type BetPeriodView = Schema<'BetPeriod'>;
type Paging = { list: BetRecord[]; total: number };

const PRICE_PLACES = 2;
/** Results shown before "Show all": the latest 20 of the 100. */
const FIRST_RESULTS = 20;

const directionOf = (bet: BetRecord) => bet.direction ?? (bet.playCode === 'down' ? 'down' : 'up');

/** A titled part of the bet screen. */
export function Section({
  title,
  id,
  className,
  children,
}: {
  title: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bet as its coin, call and stake, in the call's trend colour ("BTC · Up · 10 USDT"). */
function BetLabel({ bet }: { bet: BetRecord }) {
  const intl = useIntl();
  const direction = directionOf(bet);
  return (
    <span className={styles.trend[direction]}>
      {intl.formatMessage(messages.openBet, {
        coin: bet.coinCode,
        direction: intl.formatMessage(direction === 'up' ? messages.up : messages.down),
        amount: formatStake(bet.amount, intl.locale),
      })}
    </span>
  );
}

/** My unsettled bets, each with its own countdown to its period's end ("Settling…" after it). */
export function OpenBets({
  result,
  now,
}: {
  result: LoadResult<Paging>;
  /** Server time, ms. */
  now: number;
}) {
  const intl = useIntl();
  return (
    <Loaded
      result={result}
      skeletonLines={2}
      loading={messages.openBets}
      failed={messages.openBetsLoadFailed}
      isEmpty={(data) => data.list.length === 0}
      empty={<p className={styles.secondary}>{intl.formatMessage(messages.openBetsEmpty)}</p>}
    >
      {(data) => (
        <ul className={styles.rows} data-testid="bet-open-list">
          {data.list.map((bet) => {
            const left = bet.endTime ? secondsUntil(Date.parse(bet.endTime), now) : 0;
            return (
              <li key={bet.id} className={styles.row}>
                <BetLabel bet={bet} />
                <span className={styles.secondary}>
                  {left > 0
                    ? intl.formatMessage(messages.endsIn, { time: formatCountdown(left) })
                    : intl.formatMessage(messages.waitingResult)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Loaded>
  );
}

/** The results of the last 100 settled periods, newest first (the latest 20 until asked for all). */
export function PeriodResults({ result }: { result: LoadResult<BetPeriodView[]> }) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  return (
    <Loaded
      result={result}
      skeletonLines={3}
      loading={messages.results}
      failed={messages.resultsLoadFailed}
      isEmpty={(data) => data.length === 0}
      empty={<p className={styles.secondary}>{intl.formatMessage(messages.resultsEmpty)}</p>}
    >
      {(periods) => (
        <>
          <ol className={styles.strip} data-testid="bet-period-results">
            {(all ? periods : periods.slice(0, FIRST_RESULTS)).map((p) => {
              const tone = p.result ?? 'flat';
              const label =
                p.result === 'up'
                  ? messages.periodResultUp
                  : p.result === 'down'
                    ? messages.periodResultDown
                    : messages.periodResultFlat;
              return (
                <li key={p.id} className={styles.chip}>
                  <span className={styles.secondary}>{p.periodNo.slice(-4)}</span>
                  <strong className={styles.trend[tone]}>{intl.formatMessage(label)}</strong>
                </li>
              );
            })}
          </ol>
          {periods.length > FIRST_RESULTS ? (
            <Button tone="ghost" size="small" onPress={() => setAll(!all)} aria-expanded={all}>
              {all
                ? intl.formatMessage(messages.resultsFewer)
                : intl.formatMessage(messages.resultsAll, { count: periods.length })}
            </Button>
          ) : null}
        </>
      )}
    </Loaded>
  );
}

/** My settled bets, paged (spec §9 sizes): period, call, stake and what it paid. */
export function BetRecords({
  result,
  paged,
  timeZone,
}: {
  result: LoadResult<Paging>;
  paged: Paged;
  timeZone: string;
}) {
  const intl = useIntl();
  const outcome = (bet: BetRecord) => {
    if (bet.result === 'win')
      return intl.formatMessage(messages.recordWin, {
        payout: formatStake(bet.payout ?? '0', intl.locale),
      });
    return intl.formatMessage(bet.result === 'lose' ? messages.recordLose : messages.recordRefund);
  };
  return (
    <Loaded
      result={result}
      skeletonLines={4}
      loading={messages.records}
      failed={messages.recordsLoadFailed}
      isEmpty={(data) => data.total === 0 || data.list.length === 0}
      empty={<p className={styles.secondary}>{intl.formatMessage(messages.recordsEmpty)}</p>}
    >
      {(data) => (
        <>
          <ul className={styles.rows} data-testid="bet-records">
            {data.list.map((bet) => (
              <li key={bet.id} className={styles.row}>
                <span className={styles.recordText}>
                  <BetLabel bet={bet} />
                  <span className={styles.details}>
                    <span>
                      {intl.formatMessage(messages.periodNo, { periodNo: isolated(bet.periodNo) })}
                    </span>
                    {bet.openPrice && bet.closePrice ? (
                      <span>
                        {intl.formatMessage(messages.openClose, {
                          open: formatPrice(bet.openPrice, intl.locale, PRICE_PLACES),
                          close: formatPrice(bet.closePrice, intl.locale, PRICE_PLACES),
                        })}
                      </span>
                    ) : null}
                    <time dateTime={bet.createdAt}>
                      {formatDateTime(bet.createdAt, intl.locale, timeZone)}
                    </time>
                  </span>
                </span>
                <strong>{outcome(bet)}</strong>
              </li>
            ))}
          </ul>
          <Pagination
            page={paged.page}
            total={data.total}
            pageSize={paged.pageSize}
            onPageChange={paged.setPage}
            onPageSizeChange={paged.setPageSize}
          />
        </>
      )}
    </Loaded>
  );
}
