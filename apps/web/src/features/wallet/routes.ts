import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const walletTitles = defineMessages({
  wallet: {
    id: 'wallet.documentTitle',
    defaultMessage: 'Assets',
    description: 'Browser tab and header title of the wallet (assets) tab',
  },
  funds: {
    id: 'wallet.records.funds.documentTitle',
    defaultMessage: 'Funds records',
    description: 'Browser tab title of the funds (balance change) records',
  },
  deposits: {
    id: 'wallet.records.deposits.documentTitle',
    defaultMessage: 'Deposit records',
    description: 'Browser tab title of the deposit records',
  },
  withdrawals: {
    id: 'wallet.records.withdrawals.documentTitle',
    defaultMessage: 'Withdrawal records',
    description: 'Browser tab title of the withdrawal records',
  },
  exchange: {
    id: 'wallet.exchange.documentTitle',
    defaultMessage: 'Exchange',
    description: 'Browser tab title of the coin exchange to USDT',
  },
  exchanges: {
    id: 'wallet.records.exchanges.documentTitle',
    defaultMessage: 'Exchange records',
    description: 'Browser tab title of the exchange records',
  },
});

/**
 * The wallet's screens. The assets tab sits in the user layout (spec §2: under /m/user, with the tab
 * bar); records and exchange are pages of their own. Deposit and withdrawal records live beside the
 * funds records (`billList`) as `rechargeList` and `withdrawList`.
 */
export const walletRoutes: readonly ScreenRoute[] = [
  {
    id: 'wallet',
    path: 'user/wallet',
    layout: 'user',
    title: walletTitles.wallet,
    load: () => import('./WalletPage'),
  },
  {
    id: 'fundsRecords',
    path: 'user/billList',
    layout: 'bare',
    title: walletTitles.funds,
    load: () => import('./RecordsPages').then((pages) => ({ default: pages.FundsRecordsPage })),
  },
  {
    id: 'depositRecords',
    path: 'user/rechargeList',
    layout: 'bare',
    title: walletTitles.deposits,
    load: () => import('./RecordsPages').then((pages) => ({ default: pages.DepositRecordsPage })),
  },
  {
    id: 'withdrawalRecords',
    path: 'user/withdrawList',
    layout: 'bare',
    title: walletTitles.withdrawals,
    load: () =>
      import('./RecordsPages').then((pages) => ({ default: pages.WithdrawalRecordsPage })),
  },
  {
    id: 'exchange',
    path: 'user/exchange',
    layout: 'bare',
    title: walletTitles.exchange,
    load: () => import('./ExchangePage'),
  },
  {
    id: 'exchangeRecords',
    path: 'user/exchange/records',
    layout: 'bare',
    title: walletTitles.exchanges,
    load: () => import('./RecordsPages').then((pages) => ({ default: pages.ExchangeRecordsPage })),
  },
];
