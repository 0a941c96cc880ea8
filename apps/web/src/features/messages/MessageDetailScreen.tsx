import { useEffect, useEffectEvent, useRef } from 'react';
import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { Heading } from '@repo/ui/components/Heading';
import { RichText } from '@repo/ui/components/RichText';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { formatDateTime } from '@repo/ui/format';
import { LoadFailure } from '../../shared/page/loadStates';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { messageMessages as messages } from './messages';
import { PageFrame } from '../../shared/page/PageFrame';
import * as styles from './messages.css';

export interface MessageDetailScreenProps {
  api: ApiClient;
  /** The message id from the address. */
  id: number;
  /** The logged-in user's id: marking read sends it with the message id (spec §7). */
  userId: number;
  onBack?: (() => void) | undefined;
  /** Called once the server has marked an unread message read (the shell lowers the badge). */
  onMarkedRead?: ((id: number) => void) | undefined;
  timeZone?: string;
}

/**
 * One in-site message (spec §2 /m/user/message/detail/{id}): title, time and the rich-text body
 * through RichText (the only HTML sink). Opening an unread message marks it read.
 */
export function MessageDetailScreen({
  api,
  id,
  userId,
  onBack,
  onMarkedRead,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: MessageDetailScreenProps) {
  const intl = useIntl();
  const result = useApiQuery(apiKey('/user/message/{id}/info', { id }), async () =>
    unwrap(await api.GET('/user/message/{id}/info', { params: { path: { id } } })),
  );
  const notice = result.status === 'ready' ? result.data : undefined;

  // Mark read once per message shown; a failure leaves it unread for the next visit.
  const marked = useRef<number | null>(null);
  const reportRead = useEffectEvent((readId: number) => onMarkedRead?.(readId));
  useEffect(() => {
    if (!notice || notice.read || marked.current === notice.id) return;
    marked.current = notice.id;
    api.POST('/user/message/signRead', { body: { id: notice.id, userId } }).then(
      // The client rejects an error envelope, so arriving here means the server marked it read.
      () => reportRead(notice.id),
      () => undefined,
    );
  }, [api, notice, userId]);

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={6} label={intl.formatMessage(messages.loadingOne)} />;
    // A message that does not exist is said so; retrying could not bring it back.
    if (result.status === 'error')
      return (
        <LoadFailure
          error={result.error}
          retry={result.retry}
          isRetrying={result.isRetrying}
          failed={messages.loadOneError}
          missing={messages.notFound}
        />
      );
    const { data } = result;
    return (
      <article aria-labelledby="message-title" data-testid="message-detail">
        <Heading level={2} size="large" id="message-title" dir="auto">
          {data.title}
        </Heading>
        {data.subTitle ? (
          <p className={styles.subTitle} dir="auto">
            {data.subTitle}
          </p>
        ) : null}
        <p className={styles.meta}>
          <time dateTime={data.createdAt}>
            {formatDateTime(data.createdAt, intl.locale, timeZone)}
          </time>
          {data.userId === null ? <span>{intl.formatMessage(messages.siteNotice)}</span> : null}
        </p>
        <RichText html={data.description} />
      </article>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(messages.detailTitle)} onBack={onBack}>
      {body()}
    </PageFrame>
  );
}
