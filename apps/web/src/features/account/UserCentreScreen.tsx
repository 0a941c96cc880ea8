import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { Avatar } from '@repo/ui/components/Avatar';
import { Badge, type BadgeTone } from '@repo/ui/components/Badge';
import { Button } from '@repo/ui/components/Button';
import { Card } from '@repo/ui/components/Card';
import { AlertDialog } from '@repo/ui/components/Dialog';
import { Heading } from '@repo/ui/components/Heading';
import { Inline } from '@repo/ui/components/Inline';
import { List, ListItem } from '@repo/ui/components/List';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { formatAmount } from '@repo/ui/format';
import type { Schema } from '@repo/api-schema/schema';
import { apiKey, isMoneyQuery, isOrderQuery } from '../../shared/data/queryClient';
import { serverMessage } from '../../shared/errors/errors';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Loaded } from '../../shared/page/loadStates';
import { PageFrame } from '../../shared/page/PageFrame';
import { accountMessages as m, accountValueMessages as v } from './messages';
import { visibleSections } from './userCentreLinks';
import * as styles from './account.css';

type VerificationStatus = Schema<'VerificationStatus'>;
type UserMoney = Schema<'UserMoney'>;

const verification: Record<VerificationStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  to_be_certified: { label: m.verify_to_be_certified, tone: 'neutral' },
  under_review: { label: m.verify_under_review, tone: 'info' },
  certified: { label: m.verify_certified, tone: 'positive' },
  rejected: { label: m.verify_rejected, tone: 'critical' },
};

export interface UserCentreScreenProps {
  api: ApiClient;
  prefix: '' | '/m';
  hasScreen?: (address: string) => boolean;
  /** Logs out (after the user confirmed). */
  onLogout: () => void;
  /** A demo account was reset: its new balances (the page hands them to the session). */
  onDemoReset?: ((money: UserMoney) => void) | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * The user centre (spec §2 /m/user/index): avatar, nickname, id, level, verification state, the
 * balance summary, links to every account, wallet and trading screen the app has, and log out with
 * a confirmation (spec §5). A demo account says so plainly, gets no deposit or withdrawal links, and
 * may reset itself (contract resetDemoAccount, after a confirmation that says what it does); the
 * balances, orders and positions shown anywhere are read again after the reset.
 */
export function UserCentreScreen({
  api,
  prefix,
  hasScreen = () => true,
  onLogout,
  onDemoReset,
  onBack,
}: UserCentreScreenProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reset, setReset] = useState<DemoReset>({ status: 'idle' });
  const resetDemo = async () => {
    setReset({ status: 'pending' });
    try {
      // resetDemoAccount is not x-idempotent: a second reset only sets the same balance again.
      const money = unwrap(await api.POST('/user/demo/reset'));
      onDemoReset?.(money);
      await queryClient.invalidateQueries({
        predicate: (query) => isMoneyQuery(query.queryKey) || isOrderQuery(query.queryKey),
      });
      setReset({ status: 'done', money });
    } catch (error) {
      setReset({
        status: 'failed',
        message: serverMessage(error) ?? intl.formatMessage(m.resetDemoFailed),
      });
    }
  };
  const result = useApiQuery(apiKey('/user/info', { with: 'level and money' }), async () => {
    const [user, level, money] = await Promise.all([
      api.POST('/user/info').then(unwrap),
      api.POST('/user/level/info').then(unwrap),
      api.POST('/user/money/info').then(unwrap),
    ]);
    return { user, level, money };
  });
  const amount = (value: string, unit: string) =>
    intl.formatMessage(v.unitAmount, { amount: formatAmount(value, intl.locale), unit });

  return (
    <PageFrame title={intl.formatMessage(m.title)} onBack={onBack} wide>
      <Loaded result={result} skeletonLines={8} loading={m.loading} failed={m.loadError}>
        {({ user, level, money }) => {
          const isDemo = user.role === 'demo';
          const name = user.nickname || user.username;
          const state = verification[user.verificationStatus];
          return (
            <div className={styles.layout}>
              <Stack gap="medium">
                <section aria-label={intl.formatMessage(m.profile)} className={styles.profile}>
                  <Avatar
                    name={name}
                    {...(user.avatar ? { src: user.avatar } : {})}
                    size="large"
                    decorative
                  />
                  <Stack gap="xsmall">
                    <Heading level={2} size="large">
                      <bdi>{name}</bdi>
                    </Heading>
                    <Inline gap="small" wrap>
                      <Text tone="secondary" size="small" as="span">
                        {intl.formatMessage(v.userId, { id: String(user.id) })}
                      </Text>
                      <Text tone="secondary" size="small" as="span">
                        {intl.formatMessage(v.level, { level: user.levelName ?? level.name })}
                      </Text>
                    </Inline>
                    <Inline gap="xsmall" wrap>
                      <Badge tone={state.tone}>{intl.formatMessage(state.label)}</Badge>
                      {isDemo ? <Badge tone="caution">{intl.formatMessage(m.demo)}</Badge> : null}
                    </Inline>
                  </Stack>
                </section>
                <Card title={intl.formatMessage(m.balances)} headingLevel={2}>
                  <dl className={styles.balances}>
                    <div>
                      <dt>{intl.formatMessage(m.balance)}</dt>
                      <dd className={styles.balance}>
                        <bdi>{amount(money.balance, money.currency)}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{intl.formatMessage(m.available)}</dt>
                      <dd>
                        <bdi>{amount(money.available, money.currency)}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{intl.formatMessage(m.frozen)}</dt>
                      <dd>
                        <bdi>{amount(money.frozen, money.currency)}</bdi>
                      </dd>
                    </div>
                  </dl>
                </Card>
                {isDemo ? (
                  <Stack gap="small">
                    <Button
                      tone="secondary"
                      onPress={() => setReset({ status: 'confirm' })}
                      isDisabled={reset.status === 'pending'}
                      fullWidth
                    >
                      {intl.formatMessage(m.resetDemo)}
                    </Button>
                    <div role="status">
                      {reset.status === 'done' ? (
                        <Text tone="positive">
                          {intl.formatMessage(v.resetDemoDone, {
                            amount: amount(reset.money.available, reset.money.currency),
                          })}
                        </Text>
                      ) : null}
                    </div>
                  </Stack>
                ) : null}
                <Button tone="secondary" onPress={() => setConfirming(true)} fullWidth>
                  {intl.formatMessage(m.logout)}
                </Button>
              </Stack>
              <Stack gap="large">
                {visibleSections(prefix, hasScreen, isDemo).map((section) => (
                  <Stack gap="small" key={section.id}>
                    <Heading level={2} size="body">
                      {intl.formatMessage(section.heading)}
                    </Heading>
                    <List
                      aria-label={intl.formatMessage(section.heading)}
                      items={section.links.map((link) => ({ ...link, id: link.path }))}
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
                ))}
              </Stack>
            </div>
          );
        }}
      </Loaded>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.logoutTitle)}
        confirmLabel={intl.formatMessage(m.logout)}
        onConfirm={() => {
          setConfirming(false);
          onLogout();
        }}
      >
        {intl.formatMessage(m.logoutBody)}
      </AlertDialog>
      {/* A failed reset stays in the dialog, where the user acted, with its reason and a retry. */}
      <AlertDialog
        isOpen={
          reset.status === 'confirm' || reset.status === 'pending' || reset.status === 'failed'
        }
        onOpenChange={(open) => {
          if (!open && reset.status !== 'pending') setReset({ status: 'idle' });
        }}
        title={intl.formatMessage(m.resetDemoTitle)}
        confirmLabel={intl.formatMessage(m.resetDemoConfirm)}
        isPending={reset.status === 'pending'}
        onConfirm={() => void resetDemo()}
      >
        <Stack gap="small">
          <Text>{intl.formatMessage(m.resetDemoBody)}</Text>
          <div role="alert">
            {reset.status === 'failed' ? <Text tone="critical">{reset.message}</Text> : null}
          </div>
        </Stack>
      </AlertDialog>
    </PageFrame>
  );
}

type DemoReset =
  | { status: 'idle' }
  | { status: 'confirm' }
  | { status: 'pending' }
  | { status: 'done'; money: UserMoney }
  | { status: 'failed'; message: string };
