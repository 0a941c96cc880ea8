import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  banners: {
    id: 'home.banners',
    defaultMessage: 'Featured',
    description: 'Accessible name of the banner carousel at the top of the home page',
  },
  bannersLoading: {
    id: 'home.banners.loading',
    defaultMessage: 'Loading banners',
    description: 'Screen-reader text while the home banners load',
  },
  bannersError: {
    id: 'home.banners.error',
    defaultMessage: 'The banners could not be loaded.',
    description: 'Error text when the home banners failed to load',
  },
  notices: {
    id: 'home.notices',
    defaultMessage: 'Notices',
    description: 'Heading of the notices strip on the home page',
  },
  noticesLoading: {
    id: 'home.notices.loading',
    defaultMessage: 'Loading notices',
    description: 'Screen-reader text while the notices strip loads',
  },
  noticesEmpty: {
    id: 'home.notices.empty',
    defaultMessage: 'No new notices',
    description: 'Shown in the notices strip when there is no notice',
  },
  noticesError: {
    id: 'home.notices.error',
    defaultMessage: 'The notices could not be loaded.',
    description: 'Error text when the notices strip failed to load',
  },
  allMessages: {
    id: 'home.notices.all',
    defaultMessage: 'All messages',
    description: 'Link from the notices strip to the message list',
  },
  market: {
    id: 'home.market',
    defaultMessage: 'Market overview',
    description: 'Heading of the live prices section on the home page',
  },
  marketLoading: {
    id: 'home.market.loading',
    defaultMessage: 'Loading prices',
    description: 'Screen-reader text while the market overview loads',
  },
  marketEmpty: {
    id: 'home.market.empty',
    defaultMessage: 'No products to show',
    description: 'Shown in the market overview when there are no products',
  },
  marketError: {
    id: 'home.market.error',
    defaultMessage: 'The prices could not be loaded.',
    description: 'Error text when the market overview failed to load',
  },
  moreQuotes: {
    id: 'home.market.more',
    defaultMessage: 'All quotes',
    description: 'Link from the market overview to the full quotes page',
  },
  simulated: {
    id: 'home.market.simulated',
    defaultMessage: 'Market data is simulated',
    description: 'Label shown when the market data comes from a simulator, not a real market',
  },
  shortcuts: {
    id: 'home.shortcuts',
    defaultMessage: 'Shortcuts',
    description: 'Heading of the shortcut links on the home page',
  },
  shortcutQuotes: {
    id: 'home.shortcut.quotes',
    defaultMessage: 'Quotes',
    description: 'Home shortcut to the quotes page',
  },
  shortcutTrade: {
    id: 'home.shortcut.trade',
    defaultMessage: 'Trade',
    description: 'Home shortcut to contract trading',
  },
  shortcutDeposit: {
    id: 'home.shortcut.deposit',
    defaultMessage: 'Deposit',
    description: 'Home shortcut to the deposit (recharge) page',
  },
  shortcutMessages: {
    id: 'home.shortcut.messages',
    defaultMessage: 'Messages',
    description: 'Home shortcut to the in-site messages',
  },
  shortcutLanguage: {
    id: 'home.shortcut.language',
    defaultMessage: 'Language',
    description: 'Home shortcut to the language page',
  },
  shortcutApp: {
    id: 'home.shortcut.app',
    defaultMessage: 'Get the app',
    description: 'Home shortcut to the app download page',
  },
  shortcutArticles: {
    id: 'home.shortcut.articles',
    defaultMessage: 'Articles',
    description: 'Home shortcut to the article centre (news and guides)',
  },
  shortcutBet: {
    id: 'home.shortcut.bet',
    defaultMessage: 'Up/down',
    description: 'Home shortcut to the timed up/down bets (bet whether a price rises or falls)',
  },
  shortcutSearch: {
    id: 'home.shortcut.search',
    defaultMessage: 'Search',
    description: 'Home shortcut to search (products of every market and articles)',
  },
  shortcutFaq: {
    id: 'home.shortcut.faq',
    defaultMessage: 'Help',
    description: 'Home shortcut to the frequently asked questions',
  },
});

export const carouselMessages = defineMessages<{ banner: { index: number; count: number } }>({
  banner: {
    id: 'home.carousel.banner',
    defaultMessage: 'Banner {index} of {count}',
    description: 'Text alternative of a home banner image that has no title, e.g. "Banner 2 of 5"',
  },
});
