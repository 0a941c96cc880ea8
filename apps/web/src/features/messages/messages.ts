import { defineMessages } from 'react-intl';

export const messageMessages = defineMessages({
  listTitle: {
    id: 'messages.list.title',
    defaultMessage: 'Messages',
    description: 'Heading of the in-site message list page',
  },
  detailTitle: {
    id: 'messages.detail.title',
    defaultMessage: 'Message',
    description: 'Heading of the page showing one in-site message',
  },
  loading: {
    id: 'messages.loading',
    defaultMessage: 'Loading messages',
    description: 'Screen-reader text while the message list loads',
  },
  loadingOne: {
    id: 'messages.detail.loading',
    defaultMessage: 'Loading the message',
    description: 'Screen-reader text while one message loads',
  },
  empty: {
    id: 'messages.empty',
    defaultMessage: 'No messages yet',
    description: 'Shown when the user has no in-site messages',
  },
  emptyHint: {
    id: 'messages.empty.hint',
    defaultMessage: 'Notices from the site and about your account appear here.',
    description: 'Explanation under the empty message list',
  },
  unread: {
    id: 'messages.unread',
    defaultMessage: 'Unread',
    description: 'Marker on a message that has not been opened yet',
  },
  siteNotice: {
    id: 'messages.siteNotice',
    defaultMessage: 'Site notice',
    description: 'Marker on a message sent to every user (not only to this account)',
  },
  loadError: {
    id: 'messages.loadError',
    defaultMessage: 'The messages could not be loaded.',
    description: 'Error text when the message list failed to load',
  },
  loadOneError: {
    id: 'messages.detail.loadError',
    defaultMessage: 'This message could not be loaded.',
    description: 'Error text when one message failed to load',
  },
  notFound: {
    id: 'messages.detail.notFound',
    defaultMessage: 'This message does not exist or was deleted',
    description: 'Shown instead of a message when the server has no message with that id',
  },
  listLabel: {
    id: 'messages.list.label',
    defaultMessage: 'Messages, newest first',
    description: 'Accessible name of the list of messages',
  },
});
