import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { Link } from '@repo/ui/components/Link';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { Heading } from '@repo/ui/components/Heading';
import { formatPrice } from '@repo/ui/format';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { isNotFound, serverMessage } from '../../shared/errors/errors';
import { PageFrame } from '../../shared/page/PageFrame';
import { rulesMessages as messages, rulesValues, ticketValues, tradeTitles } from './messages';
import { formatRate, isAlwaysOpen, localSessions } from './rulesText';
import * as styles from './trade.css';

export interface RulesScreenProps {
  api: ApiClient;
  /** The product id from the address; null when it names none. */
  id: number | null;
  /** The trade tab on this product, with the device prefix. */
  tradeHref: string;
  onBack?: (() => void) | undefined;
  /** The user's time zone (default: the device's). */
  timeZone?: string;
}

/**
 * A product's trading rules (issue 14), generated from the rule the server checks and settles with
 * (`getTradeRule`): lots, step, multiples, contract size, spread, fee rates, precision, stop-out level
 * and the trading sessions in the user's time zone.
 */
export function RulesScreen({
  api,
  id,
  tradeHref,
  onBack,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: RulesScreenProps) {
  const intl = useIntl();
  const product = useApiQuery(apiKey('/trade/product/info/{id}', { id }), async () =>
    id === null
      ? null
      : unwrap(await api.GET('/trade/product/info/{id}', { params: { path: { id } } })),
  );
  const rule = useApiQuery(apiKey('/trade/product/rule/{id}', { id }), async () =>
    id === null
      ? null
      : unwrap(await api.GET('/trade/product/rule/{id}', { params: { path: { id } } })),
  );
  // The header keeps the short title (a phone's header has no room for the product's name in every
  // language); the product is named in the page's own heading.
  const title = intl.formatMessage(tradeTitles.rules);

  const body = () => {
    const failed = rule.status === 'error' ? rule : product.status === 'error' ? product : null;
    if (failed && isNotFound(failed.error)) return missing();
    if (failed)
      return (
        <ErrorState
          description={serverMessage(failed.error) ?? intl.formatMessage(messages.loadError)}
          onRetry={failed.retry}
          isRetrying={failed.isRetrying}
        />
      );
    if (rule.status !== 'ready' || product.status !== 'ready')
      return <Skeleton lines={8} label={intl.formatMessage(messages.loading)} />;
    if (!rule.data || !product.data) return missing();
    const r = rule.data;
    const rows: [string, string][] = [
      [
        intl.formatMessage(messages.lots),
        intl.formatMessage(rulesValues.lotsValue, { min: r.lotMin, max: r.lotMax }),
      ],
      [intl.formatMessage(messages.lotStep), r.lotStep],
      [
        intl.formatMessage(messages.multiples),
        r.multiples
          .map((multiple) => intl.formatMessage(ticketValues.multipleOption, { multiple }))
          .join(', '),
      ],
      [intl.formatMessage(messages.contractSize), r.contractSize],
      [intl.formatMessage(messages.spread), formatPrice(r.spread, intl.locale, r.precision)],
      [intl.formatMessage(messages.feeOpen), formatRate(r.feeRate, intl.locale)],
      [intl.formatMessage(messages.feeClose), formatRate(r.feeRateClose, intl.locale)],
      [intl.formatMessage(messages.precision), String(r.precision)],
      [
        intl.formatMessage(messages.stopOut),
        intl.formatMessage(rulesValues.stopOutValue, {
          percent: formatRate(r.stopOutLevel, intl.locale),
        }),
      ],
    ];
    return (
      <Stack gap="medium">
        <Heading level={2} size="large">
          {intl.formatMessage(rulesValues.heading, { code: product.data.code })}
        </Heading>
        <Text>{intl.formatMessage(messages.intro)}</Text>
        <dl className={styles.rulesTable} data-testid="trade-rules">
          {rows.map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt className={styles.figureLabel}>{label}</dt>
              <dd className={styles.figureValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <Heading level={2} size="large">
          {intl.formatMessage(rulesValues.sessions, { zone: timeZone })}
        </Heading>
        {isAlwaysOpen(r.sessions) ? (
          <Text>{intl.formatMessage(messages.always)}</Text>
        ) : (
          <ul className={styles.sessionList} data-testid="trade-sessions">
            {localSessions(r.sessions, intl.locale, timeZone).map((s) => (
              <li key={`${s.day}${s.open}`}>{intl.formatMessage(rulesValues.session, s)}</li>
            ))}
          </ul>
        )}
        <Link href={tradeHref}>{intl.formatMessage(messages.toTrade)}</Link>
      </Stack>
    );
  };

  const missing = () => (
    <EmptyState
      title={intl.formatMessage(messages.notFound)}
      action={<Link href={tradeHref}>{intl.formatMessage(messages.toTrade)}</Link>}
    />
  );

  return (
    <PageFrame title={title} onBack={onBack}>
      <div className={styles.screen}>{body()}</div>
    </PageFrame>
  );
}
