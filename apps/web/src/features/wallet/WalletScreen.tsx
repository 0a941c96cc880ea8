import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { Badge } from '@repo/ui/components/Badge';
import { Card } from '@repo/ui/components/Card';
import { Heading } from '@repo/ui/components/Heading';
import { List, ListItem } from '@repo/ui/components/List';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { formatAmount, formatCurrency } from '@repo/ui/format';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Loaded } from '../../shared/page/loadStates';
import { assetsOf, type Assets } from './assets';
import { walletMessages as m, walletValueMessages as v } from './messages';
import * as styles from './wallet.css';

/** The wallet's entry points, by path without the device prefix; each shows only once it exists. */
export const walletActions: readonly { path: string; label: MessageDescriptor; money?: true }[] = [
  { path: '/user/recharge', label: m.deposit, money: true },
  { path: '/user/withdraw', label: m.withdraw, money: true },
  { path: '/user/exchange', label: m.exchange },
  { path: '/user/index', label: m.userCentre },
];

export const recordLinks: readonly { path: string; label: MessageDescriptor }[] = [
  { path: '/user/billList', label: m.fundsTitle },
  { path: '/user/rechargeList', label: m.depositsTitle },
  { path: '/user/withdrawList', label: m.withdrawalsTitle },
  { path: '/user/exchange/records', label: m.exchangesTitle },
];

/** The wallet data: balances, the coins held, and whether this is a demo account. */
export function useWalletData(api: ApiClient) {
  return useApiQuery(apiKey('/user/money/info', { with: 'coins and account' }), async () => {
    const [money, coins, user] = await Promise.all([
      api.POST('/user/money/info').then(unwrap),
      api.GET('/exchange/coin/list').then(unwrap),
      api.POST('/user/info').then(unwrap),
    ]);
    return { assets: assetsOf(money, coins), coins, isDemo: user.role === 'demo' };
  });
}

export interface WalletScreenProps {
  api: ApiClient;
  prefix: '' | '/m';
  hasScreen?: (address: string) => boolean;
  /** The site's currency symbol (spec §3, default $). */
  currencySymbol?: string;
}

function Holdings({ assets }: { assets: Assets }) {
  const intl = useIntl();
  const amount = (value: string, unit: string) =>
    intl.formatMessage(v.unitAmount, { amount: formatAmount(value, intl.locale), unit });
  return (
    <List
      aria-label={intl.formatMessage(m.holdings)}
      items={assets.holdings.map((h) => ({ ...h, id: h.currency }))}
    >
      {(holding) => (
        <ListItem
          id={holding.currency}
          title={holding.currency}
          chevron={false}
          description={
            <dl className={styles.holdingNumbers}>
              <div>
                <dt>{intl.formatMessage(m.available)}</dt>
                <dd>{formatAmount(holding.available, intl.locale)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.frozen)}</dt>
                <dd>{formatAmount(holding.frozen, intl.locale)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.value)}</dt>
                <dd>{amount(holding.value, 'USDT')}</dd>
              </div>
            </dl>
          }
        />
      )}
    </List>
  );
}

/**
 * The wallet (assets) tab (spec §2 /m/user/wallet, logged-in users only): the estimated total in
 * the site currency, the balance of every currency held with its available and frozen parts, and the
 * entry points to deposit, withdraw, exchange and the records that exist. A demo account is labelled
 * as one and is offered no deposit or withdrawal.
 */
export function WalletScreen({
  api,
  prefix,
  hasScreen = () => true,
  currencySymbol = '$',
}: WalletScreenProps) {
  const intl = useIntl();
  const result = useWalletData(api);
  return (
    <Loaded result={result} skeletonLines={6} loading={m.loading} failed={m.loadError}>
      {({ assets, isDemo }) => {
        const actions = walletActions.filter(
          (action) => hasScreen(`${prefix}${action.path}`) && !(isDemo && action.money),
        );
        const records = recordLinks.filter((link) => hasScreen(`${prefix}${link.path}`));
        return (
          <div className={styles.walletLayout}>
            <Stack gap="medium">
              <Card>
                <Stack gap="small">
                  <Text tone="secondary" id="wallet-total">
                    {intl.formatMessage(m.total)}
                  </Text>
                  <p className={styles.total} aria-describedby="wallet-total">
                    <bdi>{formatCurrency(assets.total, intl.locale, currencySymbol)}</bdi>
                  </p>
                  <Text tone="secondary" size="small">
                    {intl.formatMessage(m.totalHint)}
                  </Text>
                  {isDemo ? (
                    <Stack gap="xsmall">
                      <Badge tone="info">{intl.formatMessage(m.demo)}</Badge>
                      <Text size="small">{intl.formatMessage(m.demoHint)}</Text>
                    </Stack>
                  ) : null}
                </Stack>
              </Card>
              {actions.length > 0 ? (
                <ul className={styles.actions} aria-label={intl.formatMessage(m.actions)}>
                  {actions.map((action) => (
                    <li key={action.path}>
                      <Link href={`${prefix}${action.path}`} className={styles.actionLink}>
                        {intl.formatMessage(action.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Stack>
            <Stack gap="large">
              <Stack gap="small">
                <Heading level={2} size="large">
                  {intl.formatMessage(m.holdings)}
                </Heading>
                <Holdings assets={assets} />
              </Stack>
              {records.length > 0 ? (
                <Stack gap="small">
                  <Heading level={2} size="large">
                    {intl.formatMessage(m.records)}
                  </Heading>
                  <List
                    aria-label={intl.formatMessage(m.records)}
                    items={records.map((r) => ({ ...r, id: r.path }))}
                  >
                    {(link) => (
                      <ListItem
                        id={link.path}
                        href={`${prefix}${link.path}`}
                        title={intl.formatMessage(link.label)}
                      />
                    )}
                  </List>
                </Stack>
              ) : null}
            </Stack>
          </div>
        );
      }}
    </Loaded>
  );
}
