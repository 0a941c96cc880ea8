import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { WALLET_NETWORKS, withdrawalAccountForm } from '@repo/api-schema/rules';
import { Button } from '@repo/ui/components/Button';
import { Card } from '@repo/ui/components/Card';
import { AlertDialog } from '@repo/ui/components/Dialog';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { Inline } from '@repo/ui/components/Inline';
import { Link } from '@repo/ui/components/Link';
import { PasswordField } from '@repo/ui/components/PasswordField';
import { SegmentedControl } from '@repo/ui/components/SegmentedControl';
import { Select } from '@repo/ui/components/Select';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { TextField } from '@repo/ui/components/TextField';
import { FormAlert } from '../../shared/forms/formSupport';
import { Loaded } from '../../shared/page/loadStates';
import { PageFrame } from '../../shared/page/PageFrame';
import * as pageStyles from '../../shared/page/page.css';
import { useFundsProblem } from './fundsAnswers';
import {
  accountLabel,
  accountsKey,
  useUserInfo,
  useWithdrawalAccounts,
  type WithdrawalAccount,
} from './fundsData';
import * as styles from './funds.css';
import { fundsMessages as m } from './messages';
import { SetWithdrawalPassword } from './SetWithdrawalPassword';
import { bothLoaded, CheckedForm, useCheckedSubmit } from './fundsParts';

export interface BankCardScreenProps {
  api: ApiClient;
  forgetHref: string;
  onBack?: (() => void) | undefined;
}

/**
 * Withdrawal accounts (spec §2 /m/user/bankCard): the bound bank cards and wallet addresses (masked
 * by the server when the site says so), delete with confirmation, and binding a new one checked by
 * the shared rule (the wallet address format of its network) before it is sent.
 */
export function BankCardScreen({ api, forgetHref, onBack }: BankCardScreenProps) {
  const intl = useIntl();
  const user = useUserInfo(api);
  const accounts = useWithdrawalAccounts(api);
  const both = bothLoaded(user, accounts);
  return (
    <PageFrame title={intl.formatMessage(m.accountsTitle)} onBack={onBack}>
      <div className={pageStyles.column.narrow}>
        <Loaded result={both} skeletonLines={6} loading={m.loading} failed={m.loadFailed}>
          {([me, list]) => (
            <Stack gap="xlarge">
              <AccountList api={api} accounts={list} />
              {me.role === 'demo' ? (
                <Text>{intl.formatMessage(m.demoRefused)}</Text>
              ) : me.hasWithdrawalPassword === false ? (
                <SetWithdrawalPassword api={api} />
              ) : (
                <AddAccount api={api} forgetHref={forgetHref} />
              )}
            </Stack>
          )}
        </Loaded>
      </div>
    </PageFrame>
  );
}

function AccountList({
  api,
  accounts,
}: {
  api: ApiClient;
  accounts: readonly WithdrawalAccount[];
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const problem = useFundsProblem();
  const [removing, setRemoving] = useState<WithdrawalAccount | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async (account: WithdrawalAccount) => {
    setPending(true);
    setFailure(null);
    try {
      await api.POST('/user/bankCard/delete', { body: { id: account.id } });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    } catch (error) {
      setFailure(problem(error).message ?? intl.formatMessage(m.submitFailed));
    } finally {
      setPending(false);
      setRemoving(null);
    }
  };
  if (accounts.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(m.noAccounts)}
        description={intl.formatMessage(m.noAccountsHint)}
      />
    );
  return (
    <Stack gap="medium">
      <FormAlert>{failure}</FormAlert>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- the list keeps its role in Safari */}
      <ul role="list" aria-label={intl.formatMessage(m.accountsList)} className={styles.plainList}>
        {accounts.map((account) => (
          <li key={account.id}>
            <Card>
              <Inline gap="small" align="spaceBetween" alignY="center">
                <Stack gap="xxsmall">
                  <Text size="small" tone="secondary">
                    {intl.formatMessage(account.cardType === 'bank' ? m.bankCard : m.wallet)}
                  </Text>
                  <Text size="small">
                    <bdi>{account.holderName}</bdi>
                  </Text>
                  <Text weight="strong" className={styles.breakAnywhere}>
                    <bdi>{accountLabel(account)}</bdi>
                  </Text>
                </Stack>
                <Button
                  tone="ghost"
                  aria-label={intl.formatMessage(m.remove, { account: accountLabel(account) })}
                  onPress={() => setRemoving(account)}
                >
                  {intl.formatMessage(m.removeShort)}
                </Button>
              </Inline>
            </Card>
          </li>
        ))}
      </ul>
      <AlertDialog
        isOpen={removing !== null}
        title={intl.formatMessage(m.removeTitle)}
        confirmLabel={intl.formatMessage(m.removeShort)}
        isPending={pending}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing ? intl.formatMessage(m.removeBody, { account: accountLabel(removing) }) : null}
      </AlertDialog>
    </Stack>
  );
}

const NETWORKS = Object.keys(WALLET_NETWORKS);
const EMPTY = {
  cardType: 'bank' as 'bank' | 'wallet',
  holderName: '',
  bankName: '',
  accountNumber: '',
  branchName: '',
  branchCode: '',
  network: NETWORKS[0]!,
  walletAddress: '',
  tkPassword: '',
};
type AccountFields = typeof EMPTY;

/** The fields a kind of account sends (the server would refuse the other kind's). */
function accountBody(values: AccountFields) {
  const common = { holderName: values.holderName.trim(), tkPassword: values.tkPassword };
  if (values.cardType === 'wallet')
    return {
      cardType: 'wallet' as const,
      ...common,
      network: values.network,
      walletAddress: values.walletAddress.trim(),
    };
  return {
    cardType: 'bank' as const,
    ...common,
    bankName: values.bankName.trim(),
    accountNumber: values.accountNumber.trim(),
    ...(values.branchName.trim() ? { branchName: values.branchName.trim() } : {}),
    ...(values.branchCode.trim() ? { branchCode: values.branchCode.trim() } : {}),
  };
}

function AddAccount({ api, forgetHref }: { api: ApiClient; forgetHref: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const { failure, pending, issueProps, setIssues, submit: check } = useCheckedSubmit();
  const [added, setAdded] = useState(false);
  const set = (name: keyof AccountFields) => (value: string) =>
    setValues((old) => ({ ...old, [name]: value }));

  const submit = () => {
    const body = accountBody(values);
    setAdded(false);
    return check(withdrawalAccountForm, body, async () => {
      unwrap(await api.POST('/user/bankCard/add', { body }));
      setValues({ ...EMPTY, cardType: values.cardType });
      setAdded(true);
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    });
  };
  const text = (name: keyof AccountFields, label: string, required = true) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      isRequired={required}
      isDisabled={pending}
      {...issueProps(name)}
    />
  );
  return (
    <CheckedForm aria-labelledby="funds-add-account" onSubmit={() => void submit()}>
      <Stack gap="medium">
        <Text id="funds-add-account" size="large" weight="strong">
          {intl.formatMessage(m.addTitle)}
        </Text>
        <div role="status">
          {added ? <Text tone="positive">{intl.formatMessage(m.added)}</Text> : null}
        </div>
        <FormAlert>{failure}</FormAlert>
        <SegmentedControl
          aria-label={intl.formatMessage(m.accountKind)}
          segments={[
            { id: 'bank', label: intl.formatMessage(m.bankCard) },
            { id: 'wallet', label: intl.formatMessage(m.wallet) },
          ]}
          selectedKey={values.cardType}
          onSelectionChange={(key) => {
            setIssues({});
            set('cardType')(String(key));
          }}
        />
        {text('holderName', intl.formatMessage(m.holderName))}
        {values.cardType === 'bank' ? (
          <>
            {text('bankName', intl.formatMessage(m.bankName))}
            {text('accountNumber', intl.formatMessage(m.accountNumber))}
            {text('branchName', intl.formatMessage(m.branchName), false)}
            {text('branchCode', intl.formatMessage(m.branchCode), false)}
          </>
        ) : (
          <>
            <Select
              label={intl.formatMessage(m.network)}
              options={NETWORKS.map((n) => ({ id: n, label: n }))}
              selectedKey={values.network}
              onSelectionChange={(key) => set('network')(String(key))}
              isRequired
              isDisabled={pending}
              {...issueProps('network')}
            />
            {text('walletAddress', intl.formatMessage(m.walletAddress))}
          </>
        )}
        <PasswordField
          label={intl.formatMessage(m.withdrawalPassword)}
          value={values.tkPassword}
          onChange={set('tkPassword')}
          autoComplete="current-password"
          isRequired
          isDisabled={pending}
          {...issueProps('tkPassword')}
        />
        <Link href={forgetHref} standalone>
          {intl.formatMessage(m.forgotWithdrawalPassword)}
        </Link>
        <Button type="submit" fullWidth isPending={pending}>
          {intl.formatMessage(m.save)}
        </Button>
      </Stack>
    </CheckedForm>
  );
}
