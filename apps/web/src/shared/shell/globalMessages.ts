import { defineMessages, type NoMessageValues } from 'react-intl';

export const globalMessages = defineMessages<{
  loginPromptTitle: NoMessageValues;
  loginPromptBody: NoMessageValues;
  loginPromptConfirm: NoMessageValues;
  unreadTitle: NoMessageValues;
  unreadBody: { count: number };
  unreadView: NoMessageValues;
  noticeClose: NoMessageValues;
  errorFallback: { code: number };
  errorTooMany: NoMessageValues;
  exitHint: NoMessageValues;
  connectionLost: NoMessageValues;
  connectionRegion: NoMessageValues;
  countriesFailed: NoMessageValues;
  retry: NoMessageValues;
  screenLoadFailedTitle: NoMessageValues;
  screenLoadFailedBody: NoMessageValues;
  bootFailedTitle: NoMessageValues;
  bootFailedBody: NoMessageValues;
  offlineTitle: NoMessageValues;
  offlineBody: NoMessageValues;
  updateRegion: NoMessageValues;
  updateReady: NoMessageValues;
  updateReload: NoMessageValues;
}>({
  loginPromptTitle: {
    id: 'app.loginPrompt.title',
    defaultMessage: 'Please Login First',
    description: 'Title of the warning dialog shown when the session has ended (401/403)',
  },
  loginPromptBody: {
    id: 'app.loginPrompt.body',
    defaultMessage: 'Your session has ended. Log in again to continue.',
    description: 'Text of the warning dialog shown when the session has ended',
  },
  loginPromptConfirm: {
    id: 'app.loginPrompt.confirm',
    defaultMessage: 'Confirm',
    description: 'Button of the login prompt that goes to the login page',
  },
  unreadTitle: {
    id: 'app.unreadPrompt.title',
    defaultMessage: 'New messages',
    description: 'Title of the dialog telling a user they have unread in-site messages',
  },
  unreadBody: {
    id: 'app.unreadPrompt.body',
    defaultMessage: 'You have {count, plural, one {# unread message} other {# unread messages}}.',
    description: 'Text of the unread-messages dialog',
  },
  unreadView: {
    id: 'app.unreadPrompt.view',
    defaultMessage: 'View now',
    description: 'Button of the unread-messages dialog that opens the message list',
  },
  noticeClose: {
    id: 'app.siteNotice.close',
    defaultMessage: 'Got it',
    description: 'Button that closes the site notice dialog (and marks it read)',
  },
  errorFallback: {
    id: 'app.error.generic',
    defaultMessage: 'Something went wrong (error {code}). Please try again.',
    description: 'Error message when the server sent an error code without a message',
  },
  errorTooMany: {
    id: 'app.error.tooMany',
    defaultMessage: 'Too many requests in a short time. Wait a little, then try again.',
    description:
      'Error message when the server refused a request because too many were made (logins, codes, orders, payments); waiting lets the user try again',
  },
  exitHint: {
    id: 'app.exitHint',
    defaultMessage: 'Press back again to exit',
    description: 'Hint after the first press of the native back button on a first page',
  },
  connectionLost: {
    id: 'app.connection.lost',
    defaultMessage: 'Reconnecting… Prices are not live.',
    description:
      'Status shown on every screen while the live price connection is lost and being retried',
  },
  connectionRegion: {
    id: 'app.connection.region',
    defaultMessage: 'Connection',
    description: 'Accessible name of the status area that says when live prices are interrupted',
  },
  countriesFailed: {
    id: 'app.startup.countriesFailed',
    defaultMessage: 'The country codes could not be loaded, so a phone number cannot be used yet.',
    description: 'Notice on the login and register pages when the country list failed to load',
  },
  retry: {
    id: 'app.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads failed data again',
  },
  screenLoadFailedTitle: {
    id: 'app.screenLoadFailed.title',
    defaultMessage: 'This page could not be loaded',
    description:
      'Heading when the code of the page could not be downloaded (connection, new version)',
  },
  screenLoadFailedBody: {
    id: 'app.screenLoadFailed.body',
    defaultMessage: 'Check your connection and try again.',
    description:
      'Text under the page-load failure heading, above the Retry button (reloads the page)',
  },
  bootFailedTitle: {
    id: 'app.bootFailed.title',
    defaultMessage: 'The app could not start',
    description: 'Heading when the site settings could not be loaded at start-up',
  },
  bootFailedBody: {
    id: 'app.bootFailed.body',
    defaultMessage: 'The site settings could not be loaded. Check your connection and try again.',
    description: 'Text under the start-up failure heading, above the Retry button',
  },
  offlineTitle: {
    id: 'app.offline.title',
    defaultMessage: 'You are offline',
    description: 'Heading when the app opens without a network connection (the saved app is shown)',
  },
  offlineBody: {
    id: 'app.offline.body',
    defaultMessage:
      'No prices or account data can be shown until the connection is back. The app retries by itself.',
    description: 'Text under the offline heading, above the Retry button',
  },
  updateRegion: {
    id: 'app.update.region',
    defaultMessage: 'App version',
    description:
      'Accessible name of the status area that says when a new version of the app is ready',
  },
  updateReady: {
    id: 'app.update.ready',
    defaultMessage: 'A new version is ready.',
    description: 'Message shown when a new version of the app has been downloaded and waits',
  },
  updateReload: {
    id: 'app.update.reload',
    defaultMessage: 'Reload',
    description: 'Button that reloads the page to switch to the new version of the app',
  },
});
