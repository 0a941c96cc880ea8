import { useIntl } from 'react-intl';
import { useBack } from '../../layouts/useBack';
import { useDesktopFrame } from '../../layouts/desktopFrame';
import { PageFrame } from '../../shared/page/PageFrame';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { Stack } from '@repo/ui/components/Stack';
import { DemoNotice } from './DemoNotice';
import { positionsMessages as messages } from './messages';
import { OrderHistory } from './OrderHistory';
import { useOrderPaths } from './PositionsPanel';

/** The routed order history (/m/user/trade/orders, /user/trade/orders; login required). */
function OrderHistoryPage() {
  const intl = useIntl();
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/index`);
  const desktop = useDesktopFrame();
  const { detailPath } = useOrderPaths();
  return (
    <PageFrame title={intl.formatMessage(messages.historyTitle)} onBack={back} wide={desktop}>
      <Stack gap="medium">
        <DemoNotice api={api} />
        <OrderHistory api={api} detailPath={detailPath} withFilters table={desktop} />
      </Stack>
    </PageFrame>
  );
}

export default OrderHistoryPage;
