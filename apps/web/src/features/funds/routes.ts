import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const fundsTitles = defineMessages({
  recharge: {
    id: 'funds.recharge.documentTitle',
    defaultMessage: 'Deposit',
    description: 'Browser tab title of the deposit page',
  },
  withdraw: {
    id: 'funds.withdraw.documentTitle',
    defaultMessage: 'Withdraw',
    description: 'Browser tab title of the withdrawal page',
  },
  accounts: {
    id: 'funds.accounts.documentTitle',
    defaultMessage: 'Withdrawal accounts',
    description: 'Browser tab title of the withdrawal accounts page',
  },
  forget: {
    id: 'funds.forget.documentTitle',
    defaultMessage: 'Withdrawal password',
    description: 'Browser tab title of the forgot withdrawal password page',
  },
});

export const fundsRoutes: readonly ScreenRoute[] = [
  {
    id: 'recharge',
    path: 'user/recharge',
    layout: 'bare',
    title: fundsTitles.recharge,
    load: () => import('./RechargePage'),
  },
  {
    id: 'withdraw',
    path: 'user/withdraw',
    layout: 'bare',
    title: fundsTitles.withdraw,
    load: () => import('./WithdrawPage'),
  },
  {
    id: 'bankCard',
    path: 'user/bankCard',
    layout: 'bare',
    title: fundsTitles.accounts,
    load: () => import('./BankCardPage'),
  },
  {
    id: 'forgetTkPwd',
    path: 'user/forgetTkPwd',
    layout: 'bare',
    title: fundsTitles.forget,
    load: () => import('./ForgetTkPwdPage'),
  },
];
