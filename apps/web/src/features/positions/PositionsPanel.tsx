import { useIntl } from 'react-intl';
import { Link } from '@repo/ui/components/Link';
import { Stack } from '@repo/ui/components/Stack';
import { Tab, TabList, TabPanel, Tabs } from '@repo/ui/components/Tabs';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { positionsMessages as messages } from './messages';
import { OrderHistory } from './OrderHistory';
import { PendingList, PositionsList } from './OrderLists';

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
  return (
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
          <OrderHistory api={api} detailPath={detailPath} />
          <Link href={historyPath} standalone>
            {intl.formatMessage(messages.allHistory)}
          </Link>
        </Stack>
      </TabPanel>
    </Tabs>
  );
}
