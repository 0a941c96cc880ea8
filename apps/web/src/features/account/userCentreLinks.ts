import type { MessageDescriptor } from 'react-intl';
import { accountMessages as m } from './messages';

export interface CentreLink {
  /** Path without the device prefix. */
  path: string;
  label: MessageDescriptor;
  /** Moves money in or out: not offered to a demo account (it cannot deposit or withdraw). */
  realMoney?: true;
}

export interface CentreSection {
  id: 'wallet' | 'trading' | 'account';
  heading: MessageDescriptor;
  links: readonly CentreLink[];
}

/**
 * Every account, wallet and trading screen of spec §2 the user centre leads to. The centre shows a
 * link only when the app has its screen (the route table says), so screens still to come never
 * lead to a 404, and each appears by itself once it exists.
 */
export const centreSections: readonly CentreSection[] = [
  {
    id: 'wallet',
    heading: m.wallet,
    links: [
      { path: '/user/wallet', label: m.linkWallet },
      { path: '/user/recharge', label: m.linkDeposit, realMoney: true },
      { path: '/user/withdraw', label: m.linkWithdraw, realMoney: true },
      { path: '/user/bankCard', label: m.linkBankCard, realMoney: true },
      { path: '/user/exchange', label: m.linkExchange },
      { path: '/user/billList', label: m.linkBills },
      { path: '/user/rechargeList', label: m.linkDeposits },
      { path: '/user/withdrawList', label: m.linkWithdrawals },
    ],
  },
  {
    id: 'trading',
    heading: m.trading,
    links: [
      { path: '/user/trade', label: m.linkTrade },
      { path: '/user/trade/orders', label: m.linkOrders },
      { path: '/user/wealth', label: m.linkWealth },
      { path: '/user/wealth/orders', label: m.linkWealthOrders },
      { path: '/user/draw', label: m.linkDraw },
    ],
  },
  {
    id: 'account',
    heading: m.account,
    links: [
      { path: '/user/message', label: m.linkMessages },
      { path: '/user/realname', label: m.linkRealname },
      { path: '/user/credit', label: m.linkCredit },
      { path: '/user/invite', label: m.linkInvite },
      { path: '/user/password', label: m.linkPassword },
      { path: '/user/forgetTkPwd', label: m.linkTkPwd, realMoney: true },
      { path: '/user/setting', label: m.linkSetting },
      { path: '/language', label: m.linkLanguage },
      { path: '/help', label: m.linkHelp },
      { path: '/support', label: m.linkSupport },
    ],
  },
];

/** The sections with the links that exist (and suit the account), empty sections left out. */
export function visibleSections(
  prefix: '' | '/m',
  hasScreen: (address: string) => boolean,
  isDemo: boolean,
): CentreSection[] {
  return centreSections
    .map((section) => ({
      ...section,
      links: section.links.filter(
        (link) => hasScreen(`${prefix}${link.path}`) && !(isDemo && link.realMoney),
      ),
    }))
    .filter((section) => section.links.length > 0);
}
