import { defineMessages } from 'react-intl';
import type { IconName } from './icons';

export const navigationMessages = defineMessages({
  home: {
    id: 'shell.tab.home',
    defaultMessage: 'Home',
    description: 'Tab bar / top bar link to the home page',
  },
  quotes: {
    id: 'shell.tab.quotes',
    defaultMessage: 'Quotes',
    description: 'Tab bar / top bar link to the live quotes list',
  },
  trade: {
    id: 'shell.tab.trade',
    defaultMessage: 'Trade',
    description: 'Tab bar / top bar link to contract trading',
  },
  wallet: {
    id: 'shell.tab.wallet',
    defaultMessage: 'Assets',
    description: 'Tab bar / top bar link to the wallet (assets); shown only when logged in',
  },
  login: {
    id: 'shell.tab.login',
    defaultMessage: 'Log in',
    description: 'Tab bar / top bar link to the login page; shown only when logged out',
  },
  messages: {
    id: 'shell.header.messages',
    defaultMessage: 'Messages',
    description: 'Header icon link to the in-site message list',
  },
  search: {
    id: 'shell.header.search',
    defaultMessage: 'Search',
    description: 'Header icon link to the search page (products and articles)',
  },
  account: {
    id: 'shell.header.account',
    defaultMessage: 'My account',
    description:
      'Desktop top bar button opening the account menu, and the menu entry leading to the user centre (logged in only)',
  },
  faq: {
    id: 'shell.header.faq',
    defaultMessage: 'FAQ',
    description: 'Header icon link to frequently asked questions',
  },
  back: {
    id: 'shell.desktop.back',
    defaultMessage: 'Back',
    description: 'Button above a desktop page heading that goes to the previous page',
  },
  primaryNavigation: {
    id: 'shell.desktop.navigation',
    defaultMessage: 'Main',
    description: 'Accessible name of the top navigation bar of the desktop site',
  },
});

export interface NavigationItem {
  id: 'home' | 'quotes' | 'trade' | 'wallet' | 'login';
  /** Path without the device prefix. */
  path: string;
  icon: IconName;
}

/**
 * Spec §2: home, quotes, trade, then assets (logged in) or login (logged out). An item whose screen
 * the app does not have yet (`exists` says no for its path) is left out rather than leading to a 404.
 */
export function primaryNavigation(
  loggedIn: boolean,
  exists: (path: string) => boolean = () => true,
): NavigationItem[] {
  const items: NavigationItem[] = [
    { id: 'home', path: '/index', icon: 'home' },
    { id: 'quotes', path: '/quotation', icon: 'quotes' },
    { id: 'trade', path: '/user/trade', icon: 'trade' },
    loggedIn
      ? { id: 'wallet', path: '/user/wallet', icon: 'wallet' }
      : { id: 'login', path: '/login', icon: 'login' },
  ];
  return items.filter((item) => exists(item.path));
}

/** The item whose page is showing, if any (`/m/index` and `/index` both mark home). */
export function currentItemId(
  items: readonly NavigationItem[],
  pathname: string,
  prefix: '' | '/m',
) {
  return items.find((item) => `${prefix}${item.path}` === pathname)?.id;
}
