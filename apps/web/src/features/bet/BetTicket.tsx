import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { BetCoin, BetDirection, BetError } from '@repo/machines/timed-bet';
import { AmountField } from '@repo/ui/components/AmountField';
import { Button } from '@repo/ui/components/Button';
import { Link } from '@repo/ui/components/Link';
import { SegmentedControl } from '@repo/ui/components/SegmentedControl';
import { formatStake, quickAmounts, winPayout } from './betRules';
import { betMessages as messages } from './messages';
import * as styles from './bet.css';

/** Where the ticket's last request stands (from the timed-bet machine's state). */
export type TicketStatus = 'ready' | 'busy' | 'failed' | 'placed';

export interface BetTicketProps {
  coin: BetCoin;
  direction: BetDirection;
  amount: string;
  /** The available balance (USDT), null for a visitor. */
  balance: string | null;
  loggedIn: boolean;
  loginHref: string;
  status: TicketStatus;
  errors: readonly BetError[];
  /** The refusal of the last request, in the user's language. */
  failure: string | null;
  onDirection: (direction: BetDirection) => void;
  onAmount: (amount: string) => void;
  onPlace: () => void;
  /**
   * Sends the failed bet again as it was; null when that cannot go through (the server refused it:
   * a closed period, the money-call limit), so the ticket offers only to change it.
   */
  onRetry: (() => void) | null;
  onEdit: () => void;
  onAgain: () => void;
}

/**
 * The bet ticket: up or down in trend colours, the stake with quick amounts, what a win pays before
 * the bet is placed, and the bet button (a login link for a visitor).
 */
export function BetTicket(props: BetTicketProps) {
  const intl = useIntl();
  const { coin, direction, amount, balance, status } = props;
  // "Change the bet" and "Bet again" take away the button that was pressed: the stake field, the
  // next thing to change, gets the focus, so a keyboard or screen-reader user is not left at the
  // start of the page.
  const form = useRef<HTMLFormElement>(null);
  const focusStake = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || !focusStake.current) return;
    focusStake.current = false;
    form.current?.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.focus();
  }, [status]);
  const backToTicket = (go: () => void) => () => {
    focusStake.current = true;
    go();
  };
  const amountText = (value: string) => formatStake(value, intl.locale);
  const directionName = intl.formatMessage(direction === 'up' ? messages.up : messages.down);
  const win = winPayout(amount, coin.rate);
  const limits = { min: amountText(coin.minAmount), max: amountText(coin.maxAmount) };

  const errorText = (error: BetError) => {
    switch (error) {
      case 'coinNotChosen':
        return intl.formatMessage(messages.errorCoinNotChosen);
      case 'periodNotLoaded':
        return intl.formatMessage(messages.errorPeriodNotLoaded);
      case 'cutoffPassed':
        return intl.formatMessage(messages.errorPeriodClosed);
      case 'amountInvalid':
        return intl.formatMessage(messages.errorAmountInvalid);
      case 'amountOutOfRange':
        return intl.formatMessage(messages.errorAmountOutOfRange, limits);
      case 'insufficientBalance':
        return intl.formatMessage(messages.errorInsufficientBalance);
    }
  };
  const isStakeError = (e: BetError) => e !== 'cutoffPassed' && e !== 'periodNotLoaded';
  const stakeErrors = props.errors.filter(isStakeError);
  const otherErrors = props.errors.filter((e) => !isStakeError(e));

  if (status === 'placed')
    return (
      <div className={styles.ticket} data-testid="bet-ticket">
        <p className={`${styles.noticeBox} ${styles.notice.positive}`} role="status">
          {intl.formatMessage(messages.placed, {
            amount: amountText(amount),
            direction: directionName,
          })}
        </p>
        <Button tone="secondary" onPress={backToTicket(props.onAgain)}>
          {intl.formatMessage(messages.again)}
        </Button>
      </div>
    );

  return (
    <form
      ref={form}
      className={styles.ticket}
      data-testid="bet-ticket"
      aria-label={intl.formatMessage(messages.title)}
      onSubmit={(event) => {
        event.preventDefault();
        if (status === 'ready') props.onPlace();
      }}
    >
      <SegmentedControl
        aria-label={intl.formatMessage(messages.direction)}
        selectedKey={direction}
        onSelectionChange={(key) => props.onDirection(key === 'down' ? 'down' : 'up')}
        segments={[
          { id: 'up', label: intl.formatMessage(messages.up), tone: 'rise' },
          { id: 'down', label: intl.formatMessage(messages.down), tone: 'fall' },
        ]}
      />
      <AmountField
        label={intl.formatMessage(messages.stake)}
        value={amount}
        onChange={props.onAmount}
        maxDecimals={4}
        unit="USDT"
        isDisabled={status !== 'ready'}
        description={
          balance === null
            ? intl.formatMessage(messages.stakeLimitsGuest, limits)
            : intl.formatMessage(messages.stakeLimits, { ...limits, balance: amountText(balance) })
        }
        {...(stakeErrors.length > 0
          ? { isInvalid: true, errorMessage: stakeErrors.map(errorText).join(' ') }
          : {})}
      />
      <div
        className={styles.quick}
        role="group"
        aria-label={intl.formatMessage(messages.quickAmounts)}
      >
        {quickAmounts(coin.minAmount, coin.maxAmount).map((a) => (
          <Button
            key={a}
            tone="secondary"
            size="small"
            isDisabled={status !== 'ready'}
            onPress={() => props.onAmount(a)}
          >
            {intl.formatMessage(messages.quickAmount, { amount: amountText(a) })}
          </Button>
        ))}
      </div>
      <p className={styles.secondary} aria-live="polite" data-testid="bet-payout">
        {win
          ? intl.formatMessage(messages.payout, {
              payout: amountText(win.payout),
              profit: amountText(win.profit),
              rate: coin.rate,
            })
          : intl.formatMessage(messages.payoutNone)}
      </p>
      {otherErrors.length > 0 || props.failure ? (
        <p className={`${styles.noticeBox} ${styles.notice.critical}`} role="alert">
          {props.failure ?? otherErrors.map(errorText).join(' ')}
        </p>
      ) : null}
      {!props.loggedIn ? (
        <Link href={props.loginHref} standalone>
          {intl.formatMessage(messages.loginToBet)}
        </Link>
      ) : status === 'failed' ? (
        <div className={styles.quick}>
          {props.onRetry ? (
            <Button tone="primary" onPress={props.onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          ) : null}
          <Button
            tone={props.onRetry ? 'secondary' : 'primary'}
            onPress={backToTicket(props.onEdit)}
          >
            {intl.formatMessage(messages.edit)}
          </Button>
        </div>
      ) : (
        <Button type="submit" tone="primary" fullWidth isPending={status === 'busy'}>
          {intl.formatMessage(messages.place, { direction: directionName })}
        </Button>
      )}
    </form>
  );
}
