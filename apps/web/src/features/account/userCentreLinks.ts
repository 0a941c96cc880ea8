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
      { path: '/user/exchange/records', label: m.linkExchangeRecords },
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
      // Hidden with the operator's BET_OPEN off: the app's screen index leaves the bet address out
      // (features/bet/betSwitch.ts), as it does for the home shortcut.
      { path: '/bet', label: m.linkBet },
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
  return visibleGroups(centreSections, prefix, hasScreen, isDemo);
}

const linkOf = (path: string): CentreLink => {
  const link = centreSections.flatMap((section) => section.links).find((l) => l.path === path);
  if (!link) throw new Error(`The user centre has no link to ${path}`);
  return link;
};

export interface AccountMenuGroup {
  id: 'account' | 'funds' | 'activity';
  links: readonly CentreLink[];
}

/**
 * The desktop header's account menu (spec §2 "on desktop an account menu"): the user centre itself
 * and its main entries, the centre's own links and labels. The layout adds log out.
 */
export const accountMenuGroups: readonly AccountMenuGroup[] = [
  {
    id: 'account',
    links: [{ path: '/user/index', label: m.title }, linkOf('/user/wallet')],
  },
  {
    id: 'funds',
    links: [linkOf('/user/recharge'), linkOf('/user/withdraw'), linkOf('/user/billList')],
  },
  { id: 'activity', links: [linkOf('/user/trade/orders'), linkOf('/user/message')] },
];

/** The account menu's groups with the links that exist (and suit the account). */
export function visibleMenuGroups(
  prefix: '' | '/m',
  hasScreen: (address: string) => boolean,
  isDemo: boolean,
): AccountMenuGroup[] {
  return visibleGroups(accountMenuGroups, prefix, hasScreen, isDemo);
}

function visibleGroups<G extends { links: readonly CentreLink[] }>(
  groups: readonly G[],
  prefix: '' | '/m',
  hasScreen: (address: string) => boolean,
  isDemo: boolean,
): G[] {
  return groups
    .map((group) => ({
      ...group,
      links: group.links.filter(
        (link) => hasScreen(`${prefix}${link.path}`) && !(isDemo && link.realMoney),
      ),
    }))
    .filter((group) => group.links.length > 0);
}
