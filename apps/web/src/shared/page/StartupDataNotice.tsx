import { useIntl, type MessageDescriptor } from 'react-intl';
import type { OptionalStartupData } from '@repo/machines/session';
import { Button } from '@repo/ui/components/Button';
import { globalMessages } from '../shell/globalMessages';
import { useStartupData } from '../services/AppServicesContext';
import * as styles from './StartupDataNotice.css';

/**
 * Where a screen needs an optional start-up datum that failed to load: what is missing (`message`, in
 * the user's language) and a Retry. Nothing while the datum is there. The rest of the screen works.
 */
export function StartupDataNotice({
  data,
  message,
}: {
  data: OptionalStartupData;
  message: MessageDescriptor;
}) {
  const intl = useIntl();
  const { failed, retrying, retry } = useStartupData(data);
  if (!failed) return null;
  return (
    <div className={styles.notice}>
      <p role="alert" className={styles.text}>
        {intl.formatMessage(message)}
      </p>
      <Button tone="secondary" size="small" onPress={retry} isPending={retrying}>
        {intl.formatMessage(globalMessages.retry)}
      </Button>
    </div>
  );
}
