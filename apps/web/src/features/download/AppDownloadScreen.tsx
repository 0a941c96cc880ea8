import { defineMessages, useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { QrCode } from '@repo/ui/components/QrCode';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { PageFrame } from '../../shared/page/PageFrame';
import { serverMessage } from '../../shared/errors/errors';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import * as styles from './download.css';

const messages = defineMessages<{
  title: Record<string, never>;
  intro: Record<string, never>;
  android: Record<string, never>;
  ios: Record<string, never>;
  version: { version: string };
  qr: Record<string, never>;
  loading: Record<string, never>;
  empty: Record<string, never>;
  loadError: Record<string, never>;
}>({
  title: {
    id: 'download.title',
    defaultMessage: 'Download the app',
    description: 'Heading of the app download page',
  },
  intro: {
    id: 'download.intro',
    defaultMessage: 'Trade on your phone with live prices and notifications.',
    description: 'Sentence under the heading of the app download page',
  },
  android: {
    id: 'download.android',
    defaultMessage: 'Download for Android',
    description: 'Link that downloads the Android app',
  },
  ios: {
    id: 'download.ios',
    defaultMessage: 'Download for iPhone',
    description: 'Link to the iPhone (iOS) app',
  },
  version: {
    id: 'download.version',
    defaultMessage: 'Version {version}',
    description: 'The app version offered for download, e.g. "Version 1.4.0"',
  },
  qr: {
    id: 'download.qr',
    defaultMessage: 'QR code of the download page: scan it with your phone',
    description: 'Accessible name of the QR code that opens the download page on a phone',
  },
  loading: {
    id: 'download.loading',
    defaultMessage: 'Loading download links',
    description: 'Screen-reader text while the download links load',
  },
  empty: {
    id: 'download.empty',
    defaultMessage: 'The app is not available for download yet',
    description: 'Shown when the site offers neither an Android nor an iPhone download',
  },
  loadError: {
    id: 'download.loadError',
    defaultMessage: 'The download links could not be loaded.',
    description: 'Error text when the download links failed to load',
  },
});

export interface AppDownloadScreenProps {
  api: ApiClient;
  onBack?: (() => void) | undefined;
}

/**
 * The app download page (spec §2 /app): Android and iPhone links when the site offers them, the
 * version, and a QR code of the download page for visitors on a desktop.
 */
export function AppDownloadScreen({ api, onBack }: AppDownloadScreenProps) {
  const intl = useIntl();
  const result = useApiQuery(apiKey('/common/appDownload'), async () =>
    unwrap(await api.GET('/common/appDownload')),
  );

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={3} label={intl.formatMessage(messages.loading)} />;
    if (result.status === 'error')
      return (
        <ErrorState
          description={serverMessage(result.error) ?? intl.formatMessage(messages.loadError)}
          onRetry={result.retry}
          isRetrying={result.isRetrying}
        />
      );
    const { android, ios, version, page } = result.data;
    if (!android && !ios) return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <div className={styles.panel}>
        <p className={styles.text}>{intl.formatMessage(messages.intro)}</p>
        <div className={styles.actions}>
          {android ? (
            <a href={android} className={styles.action} data-testid="download-android">
              {intl.formatMessage(messages.android)}
            </a>
          ) : null}
          {ios ? (
            <a href={ios} className={styles.action} data-testid="download-ios">
              {intl.formatMessage(messages.ios)}
            </a>
          ) : null}
        </div>
        {version ? (
          <p className={styles.text}>{intl.formatMessage(messages.version, { version })}</p>
        ) : null}
        {page ? <QrCode value={page} label={intl.formatMessage(messages.qr)} size={176} /> : null}
      </div>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(messages.title)} onBack={onBack}>
      {body()}
    </PageFrame>
  );
}
