import { defineMessages } from 'react-intl';

// Apart from the other messages: the route table (in the entry chunk) imports only these.
/** Page titles (the route table's). */
export const tradeTitles = defineMessages({
  trade: {
    id: 'trade.documentTitle',
    defaultMessage: 'Trade',
    description: 'Title of the trade page (order ticket), shown in the header and the browser tab',
  },
  rules: {
    id: 'trade.rules.documentTitle',
    defaultMessage: 'Trading rules',
    description: 'Browser tab title of the trading rules page of one product',
  },
});
