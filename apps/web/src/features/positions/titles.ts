import { defineMessages } from 'react-intl';

// Apart from the other messages: the route table (in the entry chunk) imports only these.
export const positionsTitles = defineMessages({
  orders: {
    id: 'positions.orders.documentTitle',
    defaultMessage: 'Order history',
    description: 'Browser tab title of the order history page',
  },
  position: {
    id: 'positions.position.documentTitle',
    defaultMessage: 'Order details',
    description: 'Browser tab title of the page with one position or order',
  },
});
