import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@repo/api-schema/client';
import { AmountField } from '@repo/ui/components/AmountField';
import { Button } from '@repo/ui/components/Button';
import { AlertDialog, Dialog } from '@repo/ui/components/Dialog';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { serverMessage } from '../../shared/errors/errors';
import { usePrice } from '../../platform/prices/PriceStoreContext';
import { pnlAt, stopsProblems, stopsReference, type Order } from './livePnl';
import { positionsMessages as messages } from './messages';
import { useOrderText } from './format';
import { useTradeRule, type OrderAction, type useOrderAction } from './orderApi';
import { useLivePosition } from './PositionRow';

export type OrderActions = ReturnType<typeof useOrderAction>;

function ActionError({ actions }: { actions: OrderActions }) {
  const intl = useIntl();
  if (!actions.error) return null;
  return (
    <Text tone="critical" size="small">
      <span role="alert">
        {serverMessage(actions.error) ?? intl.formatMessage(messages.actionFailed)}
      </span>
    </Text>
  );
}

interface OrderDialogProps {
  api: ApiClient;
  order: Order;
  actions: OrderActions;
  onDone: () => void;
}

/** A confirmation that runs one idempotent order action and closes when it went through. */
function ConfirmOrderAction({
  action,
  actions,
  onDone,
  title,
  confirmLabel,
  body,
}: Pick<OrderDialogProps, 'actions' | 'onDone'> & {
  action: OrderAction;
  title: string;
  confirmLabel: string;
  body: string;
}) {
  const intl = useIntl();
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={intl.formatMessage(messages.keep)}
      isPending={actions.isPending(action)}
      onCancel={() => {
        actions.reset();
        onDone();
      }}
      onConfirm={() => {
        void actions.run(action).then((done) => done && onDone());
      }}
    >
      <Stack gap="small">
        <Text>{body}</Text>
        <ActionError actions={actions} />
      </Stack>
    </AlertDialog>
  );
}

/** "Close this position at market?" with the live close price and estimated P&L. */
export function CloseDialog({ api, order, actions, onDone }: OrderDialogProps) {
  const intl = useIntl();
  const text = useOrderText();
  const live = useLivePosition(api, order);
  return (
    <ConfirmOrderAction
      action={{ kind: 'close', orderNo: order.orderNo }}
      actions={actions}
      onDone={onDone}
      title={intl.formatMessage(messages.closeTitle)}
      confirmLabel={intl.formatMessage(messages.closeConfirm)}
      body={intl.formatMessage(messages.closeBody, {
        ...text.named(order),
        lots: order.lotSize,
        price: text.price(live.close, live.precision),
        pnl: text.pnl(live.pnl),
      })}
    />
  );
}

/** "Cancel this pending order?": its margin is released. */
export function CancelDialog({ api, order, actions, onDone }: OrderDialogProps) {
  const intl = useIntl();
  const text = useOrderText();
  const rule = useTradeRule(api, order.productId);
  return (
    <ConfirmOrderAction
      action={{ kind: 'cancel', orderNo: order.orderNo }}
      actions={actions}
      onDone={onDone}
      title={intl.formatMessage(messages.cancelTitle)}
      confirmLabel={intl.formatMessage(messages.cancelOrder)}
      body={intl.formatMessage(messages.cancelBody, {
        ...text.named(order),
        price: text.price(order.entrustPrice, rule.status === 'ready' ? rule.data.precision : 2),
        margin: text.amount(order.margin),
      })}
    />
  );
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The stop loss and take profit of a position or pending order: each checked against its side and
 * the current price (the shared rule the server applies), with the P&L if the position closed there.
 */
export function EditStopsDialog({ api, order, actions, onDone }: OrderDialogProps) {
  const intl = useIntl();
  const text = useOrderText();
  const rule = useTradeRule(api, order.productId);
  const quote = usePrice(order.productCode);
  const [stopLoss, setStopLoss] = useState(order.stopLoss ?? '');
  const [takeProfit, setTakeProfit] = useState(order.takeProfit ?? '');
  const ready = rule.status === 'ready' ? rule.data : undefined;
  const precision = ready?.precision ?? 2;
  const problems = ready
    ? stopsProblems(order, quote?.price, ready, orNull(stopLoss), orNull(takeProfit))
    : {};
  const reference = ready ? stopsReference(order, quote?.price, ready) : null;
  const shownReference = text.price(reference, precision);
  const long = order.direction === 'long';
  const error = (field: 'stopLoss' | 'takeProfit') => {
    if (!problems[field]) return undefined;
    const descriptor =
      field === 'stopLoss'
        ? long
          ? messages.stopLossWrongSideLong
          : messages.stopLossWrongSideShort
        : long
          ? messages.takeProfitWrongSideLong
          : messages.takeProfitWrongSideShort;
    return intl.formatMessage(descriptor, { price: shownReference });
  };
  const atLevel = (level: string) => {
    const open = order.openPrice ?? order.entrustPrice;
    if (!ready || !open || orNull(level) === null) return undefined;
    const pnl = pnlAt({ ...order, openPrice: open }, level, ready);
    return intl.formatMessage(messages.pnlAtLevel, { pnl: text.pnl(pnl) });
  };
  const action = {
    kind: 'stops',
    orderNo: order.orderNo,
    stopLoss: orNull(stopLoss),
    takeProfit: orNull(takeProfit),
  } as const;
  const invalid = Object.keys(problems).length > 0;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) {
          actions.reset();
          onDone();
        }
      }}
      title={intl.formatMessage(messages.stopsTitle)}
      footer={
        <Button
          isDisabled={invalid || !ready}
          isPending={actions.isPending(action)}
          onPress={() => {
            void actions.run(action).then((done) => done && onDone());
          }}
        >
          {intl.formatMessage(messages.save)}
        </Button>
      }
    >
      <Stack gap="medium">
        <Text tone="secondary" size="small">
          {intl.formatMessage(messages.stopsHint, { price: shownReference })}
        </Text>
        <AmountField
          label={intl.formatMessage(messages.stopLoss)}
          value={stopLoss}
          onChange={setStopLoss}
          maxDecimals={precision}
          isInvalid={problems.stopLoss !== undefined}
          errorMessage={error('stopLoss')}
          description={atLevel(stopLoss)}
        />
        <AmountField
          label={intl.formatMessage(messages.takeProfit)}
          value={takeProfit}
          onChange={setTakeProfit}
          maxDecimals={precision}
          isInvalid={problems.takeProfit !== undefined}
          errorMessage={error('takeProfit')}
          description={atLevel(takeProfit)}
        />
        <ActionError actions={actions} />
      </Stack>
    </Dialog>
  );
}
