import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@repo/api-schema/client';
import { Button } from '@repo/ui/components/Button';
import { Heading } from '@repo/ui/components/Heading';
import { Inline } from '@repo/ui/components/Inline';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { formatDateTime } from '@repo/ui/format';
import { PageFrame } from '../../shared/page/PageFrame';
import { Loaded } from '../../shared/page/loadStates';
import { useWatchPrices } from '../../shared/services/screenServices';
import { useOrderText } from './format';
import { useHistoryText, type HistoryEntry } from './historyText';
import { pnlPercent, pnlTrend, type Order } from './livePnl';
import { orderTypeMessages, positionsMessages as messages } from './messages';
import { DemoNotice } from './DemoNotice';
import { useEndReason } from './OrderHistory';
import { useOrder, useOrderAction } from './orderApi';
import { CancelDialog, CloseDialog, EditStopsDialog } from './OrderDialogs';
import { Figure, useLivePosition } from './PositionRow';
import { ShareCardDialog } from './ShareCardDialog';
import * as styles from './positions.css';

type Open = 'close' | 'cancel' | 'stops' | 'share' | null;

/** One history entry in the user's language; an older entry with only the server's note shows it. */
function HistoryEntryText({ entry, precision }: { entry: HistoryEntry; precision: number }) {
  const said = useHistoryText(precision)(entry);
  if (said === null) {
    // An entry recorded before events existed: the server's English note, in its own direction.
    return (
      <Text tone="secondary" size="small">
        <bdi lang="en">{entry.note}</bdi>
      </Text>
    );
  }
  return (
    <>
      <Text tone="secondary" size="small">
        {said.what}
      </Text>
      {said.remarks.map((remark) => (
        <Text key={remark} tone="secondary" size="small">
          {remark}
        </Text>
      ))}
    </>
  );
}

function OrderDetail({
  api,
  order,
  siteName,
  logoUrl,
  timeZone,
  nav,
}: {
  api: ApiClient;
  order: Order;
  siteName: string;
  logoUrl?: string | undefined;
  timeZone: string;
  nav?: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined;
}) {
  const intl = useIntl();
  const text = useOrderText();
  const reason = useEndReason();
  const actions = useOrderAction(api);
  const [open, setOpen] = useState<Open>(null);
  const isOpen = order.status === 'in_position';
  useWatchPrices(isOpen ? [order.productCode] : []);
  const live = useLivePosition(api, order);
  const pnl = isOpen ? live.pnl : (order.profitLoss ?? null);
  const percent = pnl === null ? null : pnlPercent(pnl, order.margin);
  const date = (value: string | null | undefined) =>
    value ? formatDateTime(value, intl.locale, timeZone) : text.pnl(null);
  const done = () => setOpen(null);
  const why = reason(order);
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Inline gap="small">
          <Heading level={2}>
            <bdi>{order.productName ?? order.productCode}</bdi>
          </Heading>
          <span className={`${styles.badge} ${styles.direction[order.direction]}`}>
            {text.direction(order.direction)}
          </span>
          <span className={styles.muted}>{text.lotsMultiple(order)}</span>
        </Inline>
        <Text tone="secondary">{text.status(order.status)}</Text>
      </Stack>
      <dl className={styles.detailFigures}>
        <Figure label={intl.formatMessage(messages.pnl)}>
          <span
            className={`${styles.pnlValue} ${styles.trend[pnlTrend(pnl)]}`}
            data-testid="order-pnl"
          >
            <bdi>{text.pnlWithPercent(pnl, percent)}</bdi>
          </span>
        </Figure>
        {isOpen ? (
          <Figure label={intl.formatMessage(messages.currentPrice)}>
            {text.price(live.close, live.precision)}
          </Figure>
        ) : null}
        <Figure label={intl.formatMessage(messages.openPrice)}>
          {text.price(order.openPrice, live.precision)}
        </Figure>
        {order.closePrice != null ? (
          <Figure label={intl.formatMessage(messages.closePrice)}>
            {text.price(order.closePrice, live.precision)}
          </Figure>
        ) : null}
        {order.entrustPrice != null ? (
          <Figure label={intl.formatMessage(messages.entryPrice)}>
            {text.price(order.entrustPrice, live.precision)}
          </Figure>
        ) : null}
        <Figure label={intl.formatMessage(messages.stopLoss)}>
          {order.stopLoss == null
            ? intl.formatMessage(messages.notSet)
            : text.price(order.stopLoss, live.precision)}
        </Figure>
        <Figure label={intl.formatMessage(messages.takeProfit)}>
          {order.takeProfit == null
            ? intl.formatMessage(messages.notSet)
            : text.price(order.takeProfit, live.precision)}
        </Figure>
        <Figure label={intl.formatMessage(messages.margin)}>
          {intl.formatMessage(messages.amountUsdt, { amount: text.amount(order.margin) })}
        </Figure>
        <Figure label={intl.formatMessage(messages.fees)}>
          {order.closeFee == null
            ? intl.formatMessage(messages.amountUsdt, { amount: text.amount(order.fee) })
            : intl.formatMessage(messages.feesValue, {
                open: text.amount(order.fee),
                close: text.amount(order.closeFee),
              })}
        </Figure>
        <Figure label={intl.formatMessage(messages.orderType)}>
          {intl.formatMessage(orderTypeMessages[order.orderType])}
        </Figure>
        <Figure label={intl.formatMessage(messages.orderNo)}>
          <bdi>{order.orderNo}</bdi>
        </Figure>
        <Figure label={intl.formatMessage(messages.createdAt)}>{date(order.createdAt)}</Figure>
        <Figure label={intl.formatMessage(messages.openTime)}>{date(order.openTime)}</Figure>
        <Figure label={intl.formatMessage(messages.closeTime)}>{date(order.closeTime)}</Figure>
        {why ? (
          <Figure label={intl.formatMessage(messages.closeReason)}>
            <span data-testid="order-reason">{why}</span>
          </Figure>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {order.status === 'in_position' || order.status === 'entrusted' ? (
          <Button tone="secondary" onPress={() => setOpen('stops')}>
            {intl.formatMessage(messages.stopsTitle)}
          </Button>
        ) : null}
        {order.status === 'in_position' ? (
          <Button tone="critical" onPress={() => setOpen('close')}>
            {intl.formatMessage(messages.closeConfirm)}
          </Button>
        ) : null}
        {order.status === 'entrusted' ? (
          <Button tone="critical" onPress={() => setOpen('cancel')}>
            {intl.formatMessage(messages.cancelOrder)}
          </Button>
        ) : null}
        {order.status === 'closed' ? (
          <Button onPress={() => setOpen('share')}>{intl.formatMessage(messages.share)}</Button>
        ) : null}
      </div>
      {order.history && order.history.length > 0 ? (
        <Stack gap="small" as="section" aria-labelledby="order-timeline">
          <Heading level={3} id="order-timeline">
            {intl.formatMessage(messages.timeline)}
          </Heading>
          <ol className={styles.timeline}>
            {order.history.map((entry, index) => (
              <li key={`${entry.time}-${index}`}>
                <Stack gap="xxsmall">
                  <Inline gap="small">
                    <Text weight="strong" as="span">
                      {text.status(entry.status)}
                    </Text>
                    <Text tone="secondary" size="small" as="span">
                      <time dateTime={entry.time}>{date(entry.time)}</time>
                    </Text>
                  </Inline>
                  <HistoryEntryText entry={entry} precision={live.precision} />
                </Stack>
              </li>
            ))}
          </ol>
        </Stack>
      ) : null}
      {open === 'close' ? (
        <CloseDialog api={api} order={order} actions={actions} onDone={done} />
      ) : null}
      {open === 'cancel' ? (
        <CancelDialog api={api} order={order} actions={actions} onDone={done} />
      ) : null}
      {open === 'stops' ? (
        <EditStopsDialog api={api} order={order} actions={actions} onDone={done} />
      ) : null}
      {open === 'share' ? (
        <ShareCardDialog
          order={order}
          siteName={siteName}
          logoUrl={logoUrl}
          precision={live.precision}
          timeZone={timeZone}
          onClose={done}
          {...(nav ? { nav } : {})}
        />
      ) : null}
    </Stack>
  );
}

export interface PositionDetailScreenProps {
  api: ApiClient;
  orderNo: string;
  onBack?: (() => void) | undefined;
  siteName?: string;
  logoUrl?: string | undefined;
  timeZone?: string;
  nav?: Partial<Pick<Navigator, 'share' | 'canShare'>>;
}

/**
 * One order or position (spec §2 position detail): its figures, its live P&L while open, the actions
 * its state allows, every state transition the server recorded (including "settled after a
 * restart" notes), and a share card once closed.
 */
export function PositionDetailScreen({
  api,
  orderNo,
  onBack,
  siteName = '',
  logoUrl,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  nav,
}: PositionDetailScreenProps) {
  const intl = useIntl();
  const result = useOrder(api, orderNo);
  return (
    <PageFrame title={intl.formatMessage(messages.detailTitle)} onBack={onBack}>
      <Stack gap="medium">
        <DemoNotice api={api} />
        <Loaded
          result={result}
          skeletonLines={6}
          loading={messages.loadingOrder}
          failed={messages.orderFailed}
          missing={messages.orderMissing}
        >
          {(order) => (
            <OrderDetail
              api={api}
              order={order}
              siteName={siteName}
              logoUrl={logoUrl}
              timeZone={timeZone}
              nav={nav}
            />
          )}
        </Loaded>
      </Stack>
    </PageFrame>
  );
}
