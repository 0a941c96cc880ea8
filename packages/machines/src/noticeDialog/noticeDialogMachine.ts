import { assign, setup } from 'xstate';
import { notProvided } from '../shared/io';
import { builtOnce, type Nothing, type Provided } from '../shared/provided';
import type { Notice, NoticeDialogContext, NoticeDialogEvent, NoticeDialogInput } from './types';

/**
 * The notice dialog: a site notice is shown when the site allows it (SHOW_NEW_NOTICE_OPEN); the
 * unread-messages prompt at most once per browser session (remembered by the app across reloads,
 * forgotten at a login); closing a notice marks it read on the server for a logged-in user and clears
 * it locally either way (and the trade-popup flag goes to "0"). It follows the session through
 * `notice.sessionUpdated` (who is logged in, their unread count once loaded, the site flag).
 */
function buildNoticeDialogMachine(provided: Provided = {}) {
  return setup({
    types: {
      context: {} as NoticeDialogContext,
      events: {} as NoticeDialogEvent,
      input: {} as NoticeDialogInput,
    },
    actors: {
      /** POST /user/message/signRead with the notice id and user id. */
      markNoticeRead: notProvided<void, { id: string; userId: string }>('markNoticeRead'),
      ...(provided.actors as Nothing),
    },
    actions: {
      openMessages: () => {},
      setTradePopupFlag: (_, _params: { value: '0' | '1' }) => {},
      /** The prompt was shown: not again in this browser session, reloads included. */
      rememberUnreadPrompted: () => {},
      /** A login: the next account's unread messages may be announced again. */
      forgetUnreadPrompted: () => {},
      clearNotice: assign({ notice: null }),
      ...(provided.actions as Nothing),
    },
    guards: {
      isSiteNoticeAllowed: ({ context }) => context.siteNoticeAllowed,
      hasNotice: ({ context }) => context.notice !== null,
      shouldPromptUnread: ({ context }) => context.unreadCount > 0 && !context.unreadPrompted,
      isLoggedIn: ({ context }) => context.userId !== null,
      ...(provided.guards as Nothing),
    },
  }).createMachine({
    id: 'noticeDialog',
    initial: 'idle',
    context: ({ input }) => ({
      siteNoticeAllowed: input.siteNoticeAllowed,
      userId: input.userId,
      notice: null,
      unreadCount: 0,
      unreadPrompted: input.unreadPrompted ?? false,
    }),
    on: {
      'notice.siteNotice': {
        guard: 'isSiteNoticeAllowed',
        actions: assign({ notice: ({ event }): Notice => event.notice }),
      },
      'notice.sessionUpdated': {
        actions: assign(({ event }) => ({
          userId: event.userId,
          unreadCount: event.unreadCount,
          siteNoticeAllowed: event.siteNoticeAllowed,
        })),
      },
      // The new account's count arrives with the next session update; the old one is not announced.
      'notice.reset': {
        actions: [assign({ unreadPrompted: false, unreadCount: 0 }), 'forgetUnreadPrompted'],
      },
    },
    states: {
      idle: {
        always: [
          { guard: 'hasNotice', target: 'showingSiteNotice' },
          { guard: 'shouldPromptUnread', target: 'showingUnreadPrompt' },
        ],
      },
      showingSiteNotice: {
        on: {
          'notice.close': [
            { guard: 'isLoggedIn', target: 'markingRead' },
            {
              target: 'idle',
              actions: ['clearNotice', { type: 'setTradePopupFlag', params: { value: '0' } }],
            },
          ],
        },
      },
      markingRead: {
        invoke: {
          id: 'markNoticeRead',
          src: 'markNoticeRead',
          input: ({ context }) => ({ id: context.notice!.id, userId: context.userId! }),
          // Cleared locally whatever the server says; a failed mark shows it again next session at worst.
          onDone: {
            target: 'idle',
            actions: ['clearNotice', { type: 'setTradePopupFlag', params: { value: '0' } }],
          },
          onError: {
            target: 'idle',
            actions: ['clearNotice', { type: 'setTradePopupFlag', params: { value: '0' } }],
          },
        },
      },
      showingUnreadPrompt: {
        entry: [assign({ unreadPrompted: true }), 'rememberUnreadPrompted'],
        on: {
          'notice.close': 'idle',
          'notice.openMessages': { target: 'idle', actions: 'openMessages' },
        },
      },
    },
  });
}

/** The notice-dialog machine (see `createNoticeDialogMachine` for how the app builds it). */
export type NoticeDialogMachine = ReturnType<typeof buildNoticeDialogMachine>;

/**
 * The notice-dialog machine with its defaults (a `markNoticeRead` that fails loudly, effects that do
 * nothing). The app builds its own with `createNoticeDialogMachine`, so a bundle that never reads this
 * drops it.
 */
export const noticeDialogMachine: NoticeDialogMachine = /* @__PURE__ */ buildNoticeDialogMachine();

/** The notice-dialog machine with the app's implementations, built once. */
export const createNoticeDialogMachine = /* @__PURE__ */ builtOnce(buildNoticeDialogMachine);
