import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useMachine } from '@xstate/react';
import { ERROR_CODES, type ApiClient } from '@repo/api-schema/client';
import type { QuoteSides } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';
import {
  orderMachine,
  validateOrder,
  type Order,
  type OrderDraft,
  type OrderValidationError,
} from '@repo/machines/order';
import { AmountField } from '@repo/ui/components/AmountField';
import { Button } from '@repo/ui/components/Button';
import { Link } from '@repo/ui/components/Link';
import { SegmentedControl } from '@repo/ui/components/SegmentedControl';
import { Select } from '@repo/ui/components/Select';
import { formatAmount, formatPrice } from '@repo/ui/format';
import { ConfirmOrder } from './ConfirmOrder';
import {
  confirmMessages,
  confirmValues,
  ticketMessages as messages,
  ticketValues,
  validationMessages,
} from './messages';
import { placementActors } from './orderIo';
import { stepLots, termsOf, ticketEstimate } from './ticketMath';
import * as styles from './trade.css';

type Product = Schema<'TradeProduct'>;
type TradeRule = Schema<'TradeRule'>;
type Actors = ReturnType<typeof placementActors>;

export interface TradeTicketProps {
  api: ApiClient;
  product: Product;
  rule: TradeRule;
  /** The live bid and ask. */
  quote: QuoteSides;
  /** The available balance; null for a visitor (nothing to show). */
  available: string | null;
  loggedIn: boolean;
  demo: boolean;
  /** Inside the product's trading sessions now. */
  marketOpen: boolean;
  rulesHref: string;
  desktop: boolean;
  /** The user chose "don't ask again" this session: orders go without the confirmation. */
  skipConfirm: boolean;
  onSkipConfirm(): void;
  /** A visitor pressed submit: to the login page (which brings them back here). */
  onLogin(): void;
  /** An order was accepted: what shows balances and orders reads again. */
  onPlaced(order: Order): void;
  /** Stories and tests: the order machine's I/O (default: the contract through `api`). */
  actors?: Partial<Actors>;
}

/** Ends of the order's placement (its later life belongs to the positions screens). */
const BUSY = ['validating', 'requestingToken', 'submitting'] as const;

/** Field of the ticket that shows each validation error. */
const FIELD_OF: Record<OrderValidationError, 'lots' | 'multiple' | 'entry' | 'form' | 'sl' | 'tp'> =
  {
    lotsInvalid: 'lots',
    lotsOutOfRange: 'lots',
    lotStep: 'lots',
    multipleNotAllowed: 'multiple',
    entrustPriceRequired: 'entry',
    entrustPriceWrongSide: 'entry',
    insufficientMargin: 'form',
    stopLossWrongSide: 'sl',
    takeProfitWrongSide: 'tp',
  };

/** A refusal in the app's words: the codes the ticket knows, else the server's reason. */
function refusalText(intl: IntlShape, code: number | string | null, reason: string | null) {
  if (code === ERROR_CODES.MARKET_CLOSED) return intl.formatMessage(messages.refusedMarketClosed);
  if (code === ERROR_CODES.INSUFFICIENT_BALANCE) return intl.formatMessage(messages.refusedBalance);
  if (code === ERROR_CODES.TOO_MANY_REQUESTS) return intl.formatMessage(messages.refusedTooMany);
  if (reason) return intl.formatMessage(ticketValues.refusedOther, { reason });
  return intl.formatMessage(messages.refusedUnknown);
}

/**
 * The order ticket (issue 14): long or short in trend colours, market / limit / stop with its entry,
 * lots on the published step grid, a multiple, optional stop loss and take profit with the result at
 * each level, live margin, fee and available balance, the risk warning, and a confirmation. One
 * order machine per order: its idempotency token is taken once per confirmed order and reused on every
 * retry; a lost answer is asked about with that token, never sent as a new order.
 */
export function TradeTicket(props: TradeTicketProps) {
  // A new order after one was placed (or refused) starts a new machine and so a new token.
  const [round, setRound] = useState(0);
  return <TicketRound key={round} {...props} onNewOrder={() => setRound((r) => r + 1)} />;
}

function TicketRound({
  api,
  product,
  rule,
  quote,
  available,
  loggedIn,
  demo,
  marketOpen,
  rulesHref,
  desktop,
  skipConfirm,
  onSkipConfirm,
  onLogin,
  onPlaced,
  actors,
  onNewOrder,
}: TradeTicketProps & { onNewOrder(): void }) {
  const intl = useIntl();
  const terms = useMemo(() => termsOf(rule, product.code), [rule, product.code]);
  const machine = useMemo(
    () => orderMachine.provide({ actors: { ...placementActors(api), ...actors } }),
    [api, actors],
  );
  const [state, send] = useMachine(machine, {
    input: { terms, available: available ?? '0', draft: { direction: 'long', quote } },
  });
  const { draft, errors, order } = state.context;
  const [confirming, setConfirming] = useState(false);
  const [wasUnknown, setWasUnknown] = useState(false);
  const busy = BUSY.some((s) => state.matches(s));
  const unknown = state.matches('unknown');
  if (unknown && !wasUnknown) setWasUnknown(true);
  const placed = order !== null && (state.matches('pending') || state.matches('inPosition'));

  useEffect(() => {
    send({ type: 'order.quote', quote });
  }, [send, quote]);
  useEffect(() => {
    send({ type: 'order.balance', available: available ?? '0' });
  }, [send, available]);
  // The confirmation closes once the order has an answer, or when validation sent it back.
  if (confirming && !busy && !state.matches('editing')) setConfirming(false);
  if (confirming && state.matches('editing') && errors.length > 0) setConfirming(false);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (placed && order && announced.current !== order.orderNo) {
      announced.current = order.orderNo;
      onPlaced(order);
    }
  }, [placed, order, onPlaced]);

  const change = (patch: Partial<OrderDraft>) => send({ type: 'order.change', draft: patch });
  const estimate = ticketEstimate(draft, rule);
  const errorOf = (field: (typeof FIELD_OF)[OrderValidationError]) => {
    const error = errors.find((e) => FIELD_OF[e] === field);
    return error ? intl.formatMessage(validationMessages[error]) : undefined;
  };
  const usdt = (amount: string | null) =>
    amount === null
      ? '--'
      : intl.formatMessage(ticketValues.usdt, { amount: formatAmount(amount, intl.locale) });
  const price = (value: string) => formatPrice(value, intl.locale, rule.precision);
  const editable = state.matches('editing') && !confirming;
  const pending = draft.orderType !== 'market';

  const submit = () => {
    if (!loggedIn) return onLogin();
    if (validateOrder(draft, terms, available ?? '0').length > 0 || skipConfirm) {
      send({ type: 'order.submit' });
      return;
    }
    setConfirming(true);
  };

  const confirmRows = [
    {
      label: intl.formatMessage(messages.entrustPrice),
      value: pending
        ? price(draft.entrustPrice ?? '0')
        : intl.formatMessage(confirmValues.atMarket, { price: price(estimate.entry ?? '0') }),
    },
    { label: intl.formatMessage(messages.lots), value: draft.lots },
    {
      label: intl.formatMessage(messages.multiple),
      value: intl.formatMessage(ticketValues.multipleOption, { multiple: draft.multiple }),
    },
    {
      label: intl.formatMessage(messages.stopLoss),
      value: draft.stopLoss ? price(draft.stopLoss) : intl.formatMessage(confirmMessages.none),
    },
    {
      label: intl.formatMessage(messages.takeProfit),
      value: draft.takeProfit ? price(draft.takeProfit) : intl.formatMessage(confirmMessages.none),
    },
    { label: intl.formatMessage(messages.margin), value: usdt(estimate.margin) },
    { label: intl.formatMessage(messages.fee), value: usdt(estimate.fee) },
  ];

  const outcome = () => {
    if (placed && order) {
      const text =
        order.status === 'entrusted'
          ? intl.formatMessage(ticketValues.pendingPlaced, {
              orderNo: order.orderNo,
              price: price(order.entrustPrice ?? '0'),
            })
          : intl.formatMessage(ticketValues.placed, {
              orderNo: order.orderNo,
              price: price(order.openPrice ?? '0'),
            });
      return (
        <>
          <p className={styles.callout.positive} role="status" data-testid="trade-outcome">
            <span>{text}</span>
            {wasUnknown ? <span> {intl.formatMessage(messages.recovered)}</span> : null}
          </p>
          <Button tone="secondary" onPress={onNewOrder}>
            {intl.formatMessage(messages.newOrder)}
          </Button>
        </>
      );
    }
    if (state.matches({ unknown: 'querying' }))
      return (
        <p className={styles.callout.info} role="status" data-testid="trade-outcome">
          {intl.formatMessage(messages.unknown)}
        </p>
      );
    if (state.matches({ unknown: 'notFound' }) || state.matches({ unknown: 'queryFailed' })) {
      const found = state.matches({ unknown: 'notFound' });
      return (
        <>
          <p className={styles.callout.critical} role="alert" data-testid="trade-outcome">
            {intl.formatMessage(found ? messages.notFound : messages.queryFailed)}
          </p>
          <div className={styles.actions}>
            {found ? null : (
              <Button onPress={() => send({ type: 'order.query' })}>
                {intl.formatMessage(messages.checkAgain)}
              </Button>
            )}
            <Button tone="secondary" onPress={() => send({ type: 'order.retry' })}>
              {intl.formatMessage(messages.sendAgain)}
            </Button>
          </div>
        </>
      );
    }
    if (state.matches('failed'))
      return (
        <>
          <p className={styles.callout.critical} role="alert" data-testid="trade-outcome">
            {refusalText(intl, state.context.errorCode, state.context.error)}
          </p>
          <Button tone="secondary" onPress={() => send({ type: 'order.edit' })}>
            {intl.formatMessage(messages.newOrder)}
          </Button>
        </>
      );
    return null;
  };

  const lotsHelp = intl.formatMessage(ticketValues.lotsHelp, {
    min: rule.lotMin,
    max: rule.lotMax,
    step: rule.lotStep,
  });
  const pnlHelp = (pnl: string | null) =>
    pnl === null
      ? undefined
      : intl.formatMessage(ticketValues.pnlAtLevel, {
          pnl: formatAmount(pnl, intl.locale),
        });

  return (
    <form
      className={styles.panel}
      aria-label={intl.formatMessage(messages.ticket)}
      data-testid="trade-ticket"
      onSubmit={(event) => {
        event.preventDefault();
        if (editable) submit();
      }}
    >
      {demo ? <p className={styles.callout.info}>{intl.formatMessage(messages.demo)}</p> : null}
      {loggedIn ? null : (
        <p className={styles.callout.info}>{intl.formatMessage(messages.guest)}</p>
      )}
      {marketOpen ? null : (
        <p className={styles.callout.caution} data-testid="trade-market-closed">
          {intl.formatMessage(ticketValues.marketClosed, { code: product.code })}
        </p>
      )}
      <SegmentedControl
        aria-label={intl.formatMessage(messages.direction)}
        isDisabled={!editable}
        selectedKey={draft.direction}
        onSelectionChange={(key: Key) => change({ direction: key as OrderDraft['direction'] })}
        segments={[
          { id: 'long', label: intl.formatMessage(messages.long), tone: 'rise' },
          { id: 'short', label: intl.formatMessage(messages.short), tone: 'fall' },
        ]}
      />
      <SegmentedControl
        aria-label={intl.formatMessage(messages.orderType)}
        isDisabled={!editable}
        selectedKey={draft.orderType}
        onSelectionChange={(key: Key) => change({ orderType: key as OrderDraft['orderType'] })}
        segments={[
          { id: 'market', label: intl.formatMessage(messages.market) },
          { id: 'limit', label: intl.formatMessage(messages.limit) },
          { id: 'stop', label: intl.formatMessage(messages.stop) },
        ]}
      />
      {pending ? (
        <AmountField
          label={intl.formatMessage(messages.entrustPrice)}
          description={intl.formatMessage(
            draft.orderType === 'limit' ? messages.limitHelp : messages.stopHelp,
          )}
          value={draft.entrustPrice ?? ''}
          onChange={(value) => change({ entrustPrice: value === '' ? null : value })}
          maxDecimals={rule.precision}
          isDisabled={!editable}
          isInvalid={errorOf('entry') !== undefined}
          errorMessage={errorOf('entry')}
        />
      ) : null}
      <div className={styles.lotsRow}>
        <Button
          tone="secondary"
          className={styles.stepButton}
          aria-label={intl.formatMessage(messages.fewerLots)}
          isDisabled={!editable}
          onPress={() => change({ lots: stepLots(draft.lots, -1, rule) })}
        >
          <StepIcon plus={false} />
        </Button>
        <AmountField
          label={intl.formatMessage(messages.lots)}
          value={draft.lots}
          onChange={(lots) => change({ lots })}
          isDisabled={!editable}
          isInvalid={errorOf('lots') !== undefined}
          errorMessage={errorOf('lots')}
        />
        <Button
          tone="secondary"
          className={styles.stepButton}
          aria-label={intl.formatMessage(messages.moreLots)}
          isDisabled={!editable}
          onPress={() => change({ lots: stepLots(draft.lots, 1, rule) })}
        >
          <StepIcon plus />
        </Button>
      </div>
      <p className={styles.quoteLabel}>{lotsHelp}</p>
      <Select
        label={intl.formatMessage(messages.multiple)}
        options={rule.multiples.map((multiple) => ({
          id: multiple,
          label: intl.formatMessage(ticketValues.multipleOption, { multiple }),
        }))}
        selectedKey={draft.multiple}
        onSelectionChange={(key) => {
          if (key !== null) change({ multiple: Number(key) });
        }}
        isDisabled={!editable}
        isInvalid={errorOf('multiple') !== undefined}
        errorMessage={errorOf('multiple')}
      />
      <AmountField
        label={intl.formatMessage(messages.stopLoss)}
        value={draft.stopLoss ?? ''}
        onChange={(value) => change({ stopLoss: value === '' ? null : value })}
        maxDecimals={rule.precision}
        isDisabled={!editable}
        description={pnlHelp(estimate.pnlAtStopLoss)}
        isInvalid={errorOf('sl') !== undefined}
        errorMessage={errorOf('sl')}
      />
      <AmountField
        label={intl.formatMessage(messages.takeProfit)}
        value={draft.takeProfit ?? ''}
        onChange={(value) => change({ takeProfit: value === '' ? null : value })}
        maxDecimals={rule.precision}
        isDisabled={!editable}
        description={pnlHelp(estimate.pnlAtTakeProfit)}
        isInvalid={errorOf('tp') !== undefined}
        errorMessage={errorOf('tp')}
      />
      <dl className={styles.figures} data-testid="trade-figures">
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{intl.formatMessage(messages.margin)}</dt>
          <dd className={styles.figureValue}>{usdt(estimate.margin)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{intl.formatMessage(messages.fee)}</dt>
          <dd className={styles.figureValue}>{usdt(estimate.fee)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{intl.formatMessage(messages.available)}</dt>
          <dd className={styles.figureValue}>
            {available === null ? intl.formatMessage(messages.notLoggedIn) : usdt(available)}
          </dd>
        </div>
      </dl>
      {errorOf('form') ? (
        <p className={styles.callout.critical} role="alert">
          {errorOf('form')}
        </p>
      ) : null}
      {outcome()}
      {/* Kept mounted after an answer: its busy announcement refers to it by id. */}
      <Button
        type="submit"
        fullWidth
        isPending={busy}
        isDisabled={!busy && !state.matches('editing')}
      >
        {intl.formatMessage(
          loggedIn
            ? draft.direction === 'long'
              ? messages.openLong
              : messages.openShort
            : messages.logInToTrade,
        )}
      </Button>
      <p className={styles.callout.caution}>{intl.formatMessage(messages.riskWarning)}</p>
      <Link href={rulesHref}>
        {intl.formatMessage(ticketValues.rulesLink, { code: product.code })}
      </Link>
      <ConfirmOrder
        isOpen={confirming}
        desktop={desktop}
        summary={intl.formatMessage(confirmValues.summary, {
          direction: intl.formatMessage(
            draft.direction === 'long' ? messages.long : messages.short,
          ),
          code: product.code,
          orderType: intl.formatMessage(messages[draft.orderType]),
        })}
        rows={confirmRows}
        isPending={busy}
        onConfirm={(dontAskAgain) => {
          if (dontAskAgain) onSkipConfirm();
          send({ type: 'order.submit' });
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/** The minus / plus of the lots stepper; the button carries the name. */
function StepIcon({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" fill="none" aria-hidden="true">
      <path d="M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      {plus ? (
        <path d="M10 4v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
