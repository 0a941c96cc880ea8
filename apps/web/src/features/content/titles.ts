import { defineMessages } from 'react-intl';

/**
 * Titles of the content pages: header heading and browser tab. Apart from the other messages: the
 * route table (in the entry chunk) imports only these.
 */
export const contentTitles = defineMessages({
  faq: {
    id: 'content.faq.documentTitle',
    defaultMessage: 'FAQ',
    description: 'Title of the frequently asked questions page (header heading and browser tab)',
  },
  help: {
    id: 'content.help.documentTitle',
    defaultMessage: 'Help centre',
    description: 'Title of the help centre page that lists help topics (header and browser tab)',
  },
  helpArticle: {
    id: 'content.helpArticle.documentTitle',
    defaultMessage: 'Help',
    description: 'Title of the page showing one help topic (header and browser tab)',
  },
  terms: {
    id: 'content.terms.documentTitle',
    defaultMessage: 'Terms of service',
    description: 'Title of the terms of service page (header and browser tab)',
  },
  privacy: {
    id: 'content.privacy.documentTitle',
    defaultMessage: 'Privacy policy',
    description: 'Title of the privacy policy page (header and browser tab)',
  },
  about: {
    id: 'content.about.documentTitle',
    defaultMessage: 'About us',
    description: 'Title of the page about the company running the site (header and browser tab)',
  },
  search: {
    id: 'content.search.documentTitle',
    defaultMessage: 'Search',
    description: 'Title of the page that searches products and articles (header and browser tab)',
  },
  posters: {
    id: 'content.posters.documentTitle',
    defaultMessage: 'Articles',
    description: 'Title of the article centre: a list of news and guide articles',
  },
  posterCategories: {
    id: 'content.posterCategories.documentTitle',
    defaultMessage: 'Article categories',
    description: 'Title of the page listing the categories of the article centre',
  },
  poster: {
    id: 'content.poster.documentTitle',
    defaultMessage: 'Article',
    description: 'Title of the page showing one article of the article centre',
  },
  support: {
    id: 'content.support.documentTitle',
    defaultMessage: 'Online support',
    description: "Title of the page that leads to the operator's online customer service",
  },
});
