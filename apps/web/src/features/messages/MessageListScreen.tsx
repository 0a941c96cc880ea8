import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { Badge } from '@repo/ui/components/Badge';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { List, ListItem } from '@repo/ui/components/List';
import { Pagination } from '@repo/ui/components/Pagination';
import { usePaged } from '../../shared/lists/usePaged';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { formatDateTime } from '@repo/ui/format';
import { serverMessage } from '../../shared/errors/errors';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { messageMessages as messages } from './messages';
import { PageFrame } from '../../shared/page/PageFrame';
import * as styles from './messages.css';

export type Notice = Schema<'Notice'>;

export interface MessageListScreenProps {
  api: ApiClient;
  /** The detail path with the device prefix, without the id (`/m/user/message/detail`). */
  detailPath: string;
  onBack?: (() => void) | undefined;
  /** The time zone dates are shown in (the browser's by default). */
  timeZone?: string;
  initialPage?: number;
}

/**
 * In-site messages (spec §2 /m/user/message): newest first, unread ones marked, 20 per page with
 * the page-size choices of spec §9; a row opens the message.
 */
export function MessageListScreen({
  api,
  detailPath,
  onBack,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  initialPage = 1,
}: MessageListScreenProps) {
  const intl = useIntl();
  const { page, pageSize, setPage, setPageSize } = usePaged(initialPage);
  const result = useApiQuery(apiKey('/user/message/list/{param}', { page, pageSize }), async () =>
    unwrap(
      await api.GET('/user/message/list/{param}', {
        params: { path: { param: page }, query: { limit: pageSize } },
      }),
    ),
  );

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={5} label={intl.formatMessage(messages.loading)} />;
    if (result.status === 'error')
      return (
        <ErrorState
          description={serverMessage(result.error) ?? intl.formatMessage(messages.loadError)}
          onRetry={result.retry}
          isRetrying={result.isRetrying}
        />
      );
    const { list, total } = result.data;
    if (total === 0 || list.length === 0)
      return (
        <EmptyState
          title={intl.formatMessage(messages.empty)}
          description={intl.formatMessage(messages.emptyHint)}
        />
      );
    return (
      <>
        <List
          aria-label={intl.formatMessage(messages.listLabel)}
          items={list}
          data-testid="message-list"
        >
          {(notice) => (
            <ListItem
              id={notice.id}
              href={`${detailPath}/${notice.id}`}
              title={notice.title}
              {...(notice.read ? {} : { className: styles.unreadTitle })}
              description={
                <>
                  {notice.subTitle ? <bdi>{notice.subTitle}</bdi> : null}
                  {notice.subTitle ? ' · ' : ''}
                  <time dateTime={notice.createdAt}>
                    {formatDateTime(notice.createdAt, intl.locale, timeZone)}
                  </time>
                </>
              }
              {...(notice.read
                ? {}
                : {
                    end: <Badge tone="critical" dot label={intl.formatMessage(messages.unread)} />,
                  })}
            />
          )}
        </List>
        <Pagination
          page={page}
          total={total}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(messages.listTitle)} onBack={onBack}>
      {body()}
    </PageFrame>
  );
}
