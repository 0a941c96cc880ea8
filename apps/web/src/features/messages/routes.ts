import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const messagesTitles = defineMessages({
  messages: {
    id: 'messages.documentTitle',
    defaultMessage: 'Messages',
    description: 'Browser tab title of the in-site message list',
  },
  message: {
    id: 'messages.detail.documentTitle',
    defaultMessage: 'Message',
    description: 'Browser tab title of the page showing one in-site message',
  },
});

export const messagesRoutes: readonly ScreenRoute[] = [
  {
    id: 'messages',
    path: 'user/message',
    layout: 'bare',
    title: messagesTitles.messages,
    load: () => import('./MessageListPage'),
  },
  {
    id: 'message',
    path: 'user/message/detail/:id',
    layout: 'bare',
    title: messagesTitles.message,
    load: () => import('./MessageDetailPage'),
  },
];
