import type { Schema } from '@repo/api-schema/schema';
import { stompDestinations } from '@repo/api-schema/stomp';
import type { NoticeDialogEvent } from '@repo/machines/notice-dialog';
import type { DestinationSets } from '@repo/machines/socket';
import type { SessionEvent } from '@repo/machines/session';
import { feedPriceMessage, type PriceStore } from '../prices';
import { toMoney, toNotice, toUserInfo } from '../session/sessionData';
import type { MessageListener } from './stompConnection';

/** Where the topics of spec §6 go. */
export interface TopicTargets {
  session: { send(event: SessionEvent): void };
  notices: { send(event: NoticeDialogEvent): void };
  prices: PriceStore;
  /** Refresh-UI topic: the page reloads. */
  reload(): void;
  /** Refresh-dictionary topic: every dictionary is read again. */
  reloadDictionaries(): void;
  /** The notices behind the lists changed (refresh-notice topic, a new notice): lists load again. */
  noticesChanged(): void;
  /** One of the user's orders changed (order topic): order lists and the balance load again. */
  ordersChanged(): void;
  /** The user's balances changed (money topic): the balances and records shown load again. */
  moneyChanged(): void;
  /** One of the user's timed bets was placed or settled (user bet topic). */
  betChanged(bet: Schema<'BetRecord'>): void;
}

const {
  userInfo,
  userMoney,
  userOrder,
  newNotice,
  noticeNum,
  userBet,
  refreshNotice,
  refreshUiUser,
  refreshDict,
} = stompDestinations;
const guestTopics = [refreshNotice, refreshUiUser, refreshDict].map((d) => d.destination);

/** Spec §6: guests get the notice, UI-refresh and dictionary-refresh topics; users also their own. */
export const ROLE_DESTINATIONS: DestinationSets = {
  guest: guestTopics,
  user: [
    ...guestTopics,
    ...[userInfo, userMoney, userOrder, newNotice, noticeNum, userBet].map((d) => d.destination),
  ],
};

/**
 * The topic router: which destination's message goes to which machine or store. Bodies are JSON; one
 * that does not parse is dropped. The machines decide what a message means for them (a guest's
 * session ignores an account's count; the notice dialog shows a site notice only where allowed).
 */
export function createTopicRouter(targets: TopicTargets): MessageListener {
  const { session, notices } = targets;
  const routes: Record<string, (payload: unknown) => void> = {
    [userInfo.destination]: (payload) =>
      session.send({ type: 'user.updated', user: toUserInfo(payload as Schema<'UserInfo'>) }),
    [userMoney.destination]: (payload) => {
      session.send({ type: 'money.updated', money: toMoney(payload as Schema<'UserMoney'>) });
      targets.moneyChanged();
    },
    [newNotice.destination]: (payload) => {
      session.send({ type: 'notice.received' });
      targets.noticesChanged();
      notices.send({ type: 'notice.siteNotice', notice: toNotice(payload as Schema<'Notice'>) });
    },
    [noticeNum.destination]: (payload) => {
      const { count } = payload as { count?: unknown };
      if (typeof count === 'number') session.send({ type: 'notice.countAdded', count });
    },
    [userOrder.destination]: () => targets.ordersChanged(),
    [userBet.destination]: (payload) => targets.betChanged(payload as Schema<'BetRecord'>),
    [refreshUiUser.destination]: () => targets.reload(),
    [refreshDict.destination]: () => targets.reloadDictionaries(),
    [refreshNotice.destination]: () => {
      targets.noticesChanged();
      session.send({ type: 'notice.refresh' });
    },
  };
  return (destination, body) => {
    const route = routes[destination];
    if (!route) {
      feedPriceMessage(targets.prices, destination, body);
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      return;
    }
    route(payload);
  };
}
