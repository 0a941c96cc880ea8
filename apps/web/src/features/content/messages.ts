import { defineMessages } from 'react-intl';

export { contentTitles } from './titles';

export const faqMessages = defineMessages({
  searchLabel: {
    id: 'content.faq.searchLabel',
    defaultMessage: 'Search the questions',
    description: 'Label of the field that filters the FAQ questions as the user types',
  },
  searchPlaceholder: {
    id: 'content.faq.searchPlaceholder',
    defaultMessage: 'For example: withdrawal',
    description: 'Example text inside the empty FAQ search field',
  },
  noMatchHint: {
    id: 'content.faq.noMatchHint',
    defaultMessage: 'Try another word, or look in the help centre.',
    description: 'Hint under the FAQ "no match" message',
  },
  clearSearch: {
    id: 'content.faq.clearSearch',
    defaultMessage: 'Show all questions',
    description: 'Button that clears the FAQ search text',
  },
  loading: {
    id: 'content.faq.loading',
    defaultMessage: 'Loading questions',
    description: 'Screen-reader text while the FAQ questions load',
  },
  loadError: {
    id: 'content.faq.loadError',
    defaultMessage: 'The questions could not be loaded.',
    description: 'Error text when the FAQ questions failed to load',
  },
  empty: {
    id: 'content.faq.empty',
    defaultMessage: 'No questions have been published yet',
    description: 'Shown when the site has no FAQ questions',
  },
});

export const moreHelpMessages = defineMessages({
  heading: {
    id: 'content.moreHelp.heading',
    defaultMessage: 'More help',
    description:
      'Heading of the links to other help pages (help centre, support, terms, privacy, about)',
  },
  faq: {
    id: 'content.moreHelp.faq',
    defaultMessage: 'Frequently asked questions',
    description: 'Link to the FAQ page',
  },
  help: {
    id: 'content.moreHelp.help',
    defaultMessage: 'Help centre',
    description: 'Link to the help centre (help topics)',
  },
  support: {
    id: 'content.moreHelp.support',
    defaultMessage: 'Online support',
    description: "Link to the page with the operator's online customer service",
  },
  terms: {
    id: 'content.moreHelp.terms',
    defaultMessage: 'Terms of service',
    description: 'Link to the terms of service page',
  },
  privacy: {
    id: 'content.moreHelp.privacy',
    defaultMessage: 'Privacy policy',
    description: 'Link to the privacy policy page',
  },
  about: {
    id: 'content.moreHelp.about',
    defaultMessage: 'About us',
    description: 'Link to the page about the company running the site',
  },
  posters: {
    id: 'content.moreHelp.posters',
    defaultMessage: 'Articles',
    description: 'Link to the article centre (news and guides) among the help links',
  },
});

export const helpMessages = defineMessages({
  loading: {
    id: 'content.help.loading',
    defaultMessage: 'Loading help topics',
    description: 'Screen-reader text while the help centre topics load',
  },
  loadError: {
    id: 'content.help.loadError',
    defaultMessage: 'The help topics could not be loaded.',
    description: 'Error text when the help centre topics failed to load',
  },
  empty: {
    id: 'content.help.empty',
    defaultMessage: 'No help topics have been published yet',
    description: 'Shown when the help centre has no topics',
  },
});

export const articleMessages = defineMessages({
  loading: {
    id: 'content.article.loading',
    defaultMessage: 'Loading the article',
    description: 'Screen-reader text while an article (help topic or article centre) loads',
  },
  loadError: {
    id: 'content.article.loadError',
    defaultMessage: 'The article could not be loaded.',
    description: 'Error text when an article failed to load',
  },
  notFound: {
    id: 'content.article.notFound',
    defaultMessage: 'This article does not exist or has been removed',
    description: 'Shown when the article in the address does not exist',
  },
  pageLoading: {
    id: 'content.page.loading',
    defaultMessage: 'Loading the page',
    description: 'Screen-reader text while the terms, privacy or about page loads',
  },
  pageLoadError: {
    id: 'content.page.loadError',
    defaultMessage: 'The page could not be loaded.',
    description: 'Error text when the terms, privacy or about page failed to load',
  },
  pageMissing: {
    id: 'content.page.missing',
    defaultMessage: 'This page has not been published yet',
    description: 'Shown when the operator has not written the terms, privacy or about page',
  },
});

export const searchMessages = defineMessages({
  fieldLabel: {
    id: 'content.search.fieldLabel',
    defaultMessage: 'Search products and articles',
    description: 'Label of the search field on the search page',
  },
  placeholder: {
    id: 'content.search.placeholder',
    defaultMessage: 'Name or code, e.g. BTC',
    description: 'Example text inside the empty search field',
  },
  idleHint: {
    id: 'content.search.idleHint',
    defaultMessage: 'Search every market (coins, stocks, futures, forex) and the articles.',
    description: 'Shown under the search field before anything is typed',
  },
  popular: {
    id: 'content.search.popular',
    defaultMessage: 'Popular searches',
    description: 'Heading of the list of popular search terms',
  },
  searching: {
    id: 'content.search.searching',
    defaultMessage: 'Searching',
    description: 'Screen-reader text while search results load',
  },
  loadError: {
    id: 'content.search.loadError',
    defaultMessage: 'The search could not be completed.',
    description: 'Error text when a search failed',
  },
  noResultsHint: {
    id: 'content.search.noResultsHint',
    defaultMessage: 'Check the spelling, or try a product code such as BTC.',
    description: 'Hint under the "nothing found" search message',
  },
  products: {
    id: 'content.search.products',
    defaultMessage: 'Products',
    description: 'Heading of the products found by a search',
  },
  articles: {
    id: 'content.search.articles',
    defaultMessage: 'Articles',
    description: 'Heading of the articles found by a search',
  },
});

export const categoryNames = defineMessages({
  coin: {
    id: 'content.search.category.coin',
    defaultMessage: 'Coins',
    description: 'Market of a product found by search: virtual coins',
  },
  stock: {
    id: 'content.search.category.stock',
    defaultMessage: 'Stocks',
    description: 'Market of a product found by search: stocks',
  },
  futures: {
    id: 'content.search.category.futures',
    defaultMessage: 'Futures',
    description: 'Market of a product found by search: futures',
  },
  forex: {
    id: 'content.search.category.forex',
    defaultMessage: 'Forex',
    description: 'Market of a product found by search: foreign exchange',
  },
});

export const posterMessages = defineMessages({
  listLabel: {
    id: 'content.posters.listLabel',
    defaultMessage: 'Articles',
    description: 'Accessible name of the list of articles in the article centre',
  },
  loading: {
    id: 'content.posters.loading',
    defaultMessage: 'Loading articles',
    description: 'Screen-reader text while the article list loads',
  },
  loadError: {
    id: 'content.posters.loadError',
    defaultMessage: 'The articles could not be loaded.',
    description: 'Error text when the article list failed to load',
  },
  empty: {
    id: 'content.posters.empty',
    defaultMessage: 'No articles have been published yet',
    description: 'Shown when the article centre (or the chosen category) has no articles',
  },
  byCategory: {
    id: 'content.posters.byCategory',
    defaultMessage: 'Browse by category',
    description: 'Link from the article list to the article categories',
  },
  allArticles: {
    id: 'content.posters.allArticles',
    defaultMessage: 'All articles',
    description: 'Link back to the list of all articles, shown when one category is chosen',
  },
  categoriesLabel: {
    id: 'content.posters.categoriesLabel',
    defaultMessage: 'Article categories',
    description: 'Accessible name of the list of article categories',
  },
  categoriesLoading: {
    id: 'content.posters.categoriesLoading',
    defaultMessage: 'Loading categories',
    description: 'Screen-reader text while the article categories load',
  },
  categoriesLoadError: {
    id: 'content.posters.categoriesLoadError',
    defaultMessage: 'The categories could not be loaded.',
    description: 'Error text when the article categories failed to load',
  },
  categoriesEmpty: {
    id: 'content.posters.categoriesEmpty',
    defaultMessage: 'There are no categories yet',
    description: 'Shown when the article centre has no categories',
  },
});

export const supportMessages = defineMessages({
  intro: {
    id: 'content.support.intro',
    defaultMessage: 'Chat with our customer service team. The chat opens in a new tab.',
    description: 'Sentence above the button that opens the online support chat',
  },
  open: {
    id: 'content.support.open',
    defaultMessage: 'Open the support chat',
    description: 'Link that opens the online customer service in a new tab',
  },
  notOffered: {
    id: 'content.support.notOffered',
    defaultMessage: 'Online support is not offered',
    description: 'Shown when the site has no online customer service link',
  },
  notOfferedHint: {
    id: 'content.support.notOfferedHint',
    defaultMessage: 'You may find your answer in the frequently asked questions.',
    description: 'Hint under "Online support is not offered"; the FAQ link is listed below it',
  },
  loading: {
    id: 'content.support.loading',
    defaultMessage: 'Loading support',
    description: 'Screen-reader text while the online support link loads',
  },
  loadError: {
    id: 'content.support.loadError',
    defaultMessage: 'The support link could not be loaded.',
    description: 'Error text when the online support link failed to load',
  },
});

/** The messages above that take values, typed so a missing or misspelt value is a type error. */
export const faqValueMessages = defineMessages<{
  matchCount: { count: number };
  noMatch: { query: string };
}>({
  matchCount: {
    id: 'content.faq.matchCount',
    defaultMessage: '{count, plural, one {# question} other {# questions}}',
    description: 'Announced to screen readers while filtering the FAQ: how many questions match',
  },
  noMatch: {
    id: 'content.faq.noMatch',
    defaultMessage: 'No question matches “{query}”',
    description: 'Shown when the FAQ search text matches no question; {query} is what was typed',
  },
});

export const sitePageValueMessages = defineMessages<{ updated: { date: string } }>({
  updated: {
    id: 'content.page.updated',
    defaultMessage: 'Last updated {date}',
    description:
      'Date a site page (terms, privacy, about) was last changed; {date} is a date and time',
  },
});

export const searchValueMessages = defineMessages<{
  noResults: { query: string };
  resultCount: { count: number };
}>({
  noResults: {
    id: 'content.search.noResults',
    defaultMessage: 'Nothing found for “{query}”',
    description: 'Shown when a search finds no product and no article; {query} is what was typed',
  },
  resultCount: {
    id: 'content.search.resultCount',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
    description: 'Announced to screen readers when search results arrive: how many were found',
  },
});
