import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { positionsMessages as messages } from './messages';
import * as styles from './positions.css';

/**
 * Says plainly that the account is a demo (issue 14: every money screen does), as the trade ticket
 * does: the signed-in user's info, read through the query cache the ticket shares, and one notice when
 * its role is `demo`. Nothing while it loads or when it cannot be read.
 */
export function DemoNotice({ api }: { api: ApiClient }) {
  const intl = useIntl();
  const info = useApiQuery(apiKey('/user/getUserInfo'), async () =>
    unwrap(await api.GET('/user/getUserInfo')),
  );
  if (info.status !== 'ready' || info.data.role !== 'demo') return null;
  return (
    <p className={styles.demoNotice} data-testid="demo-notice">
      {intl.formatMessage(messages.demo)}
    </p>
  );
}
