import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@repo/ui/components/Link';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { Stack } from '@repo/ui/components/Stack';
import { Tab, TabList, TabPanel, Tabs } from '@repo/ui/components/Tabs';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { DemoNotice } from './DemoNotice';
import { positionsMessages as messages } from './messages';
import { PendingList, PositionsList } from './OrderLists';

/**
 * The history tab's filters and table load apart from the panel (the trade tab's first load stays
 * within its budget: they are a fifth of it), fetched as soon as the panel shows.
 */
const loadHistory = () => import('./OrderHistory');
const OrderHistory = lazy(() => loadHistory().then((m) => ({ default: m.OrderHistory })));

export type PositionsTab = 'positions' | 'pending' | 'history';

/** Where the order screens live, with the device prefix of the address showing. */
export function useOrderPaths() {
  const prefix = useDevicePrefix();
  return {
    detailPath: `${prefix}/user/trade/position`,
    historyPath: `${prefix}/user/trade/orders`,
  };
}

/**
 * The user's positions, pending orders and recent history in tabs: under the ticket on the trade tab
 * (phone) and in the terminal's lower region (desktop). Self-contained: it reads its data through the
 * screen services and the query cache, which the order topic keeps current.
 */
export function PositionsPanel({ defaultTab = 'positions' }: { defaultTab?: PositionsTab }) {
  const intl = useIntl();
  const { api } = useScreenServices();
  const { detailPath, historyPath } = useOrderPaths();
  useEffect(() => void loadHistory().catch(() => undefined), []);
  return (
    <Stack gap="small">
      <DemoNotice api={api} />
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label={intl.formatMessage(messages.panelLabel)} fill>
          <Tab id="positions">{intl.formatMessage(messages.positionsTab)}</Tab>
          <Tab id="pending">{intl.formatMessage(messages.pendingTab)}</Tab>
          <Tab id="history">{intl.formatMessage(messages.historyTab)}</Tab>
        </TabList>
        <TabPanel id="positions">
          <PositionsList api={api} detailPath={detailPath} />
        </TabPanel>
        <TabPanel id="pending">
          <PendingList api={api} detailPath={detailPath} />
        </TabPanel>
        <TabPanel id="history">
          <Stack gap="small">
            <Suspense
              fallback={<Skeleton lines={4} label={intl.formatMessage(messages.loadingHistory)} />}
            >
              <OrderHistory api={api} detailPath={detailPath} />
            </Suspense>
            <Link href={historyPath} standalone>
              {intl.formatMessage(messages.allHistory)}
            </Link>
          </Stack>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
