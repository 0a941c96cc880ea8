import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { canSubscribe, stompDestinations } from '@repo/api-schema/stomp';
import { createManualFrames, createManualVisibility } from '../testing/fakes';
import { createPriceStore } from '../prices';
import { createTopicRouter, ROLE_DESTINATIONS } from './topicRouter';

function route() {
  const sent: unknown[] = [];
  const effects: string[] = [];
  const frames = createManualFrames();
  const prices = createPriceStore({ frames, visibility: createManualVisibility() });
  const listener = createTopicRouter({
    session: { send: (event) => sent.push(event) },
    notices: { send: (event) => sent.push(event) },
    prices,
    reload: () => effects.push('reload'),
    reloadDictionaries: () => effects.push('reloadDictionaries'),
    noticesChanged: () => effects.push('noticesChanged'),
    ordersChanged: () => effects.push('ordersChanged'),
    moneyChanged: () => effects.push('moneyChanged'),
    betChanged: (bet) => effects.push(`betChanged ${bet.id} ${bet.status}`),
  });
  const deliver = (destination: string, body: unknown) =>
    listener(destination, typeof body === 'string' ? body : JSON.stringify(body));
  return { sent, effects, prices, frames, deliver };
}

const d = stompDestinations;

describe('topic router', () => {
  it("sends the account's snapshot and increment topics to the session", () => {
    const { sent, deliver } = route();
    deliver(d.userInfo.destination, fixtures.userInfo);
    deliver(d.userMoney.destination, { balance: '1.5' });
    deliver(d.noticeNum.destination, { count: 2 });
    deliver(d.noticeNum.destination, { count: 'two' });
    expect(sent).toEqual([
      {
        type: 'user.updated',
        user: expect.objectContaining({ id: String(fixtures.userInfo.id), role: 'user' }),
      },
      { type: 'money.updated', money: { balance: '1.5' } },
      { type: 'notice.countAdded', count: 2 },
    ]);
  });

  it('the money topic updates the session and has the balances and records shown read again', () => {
    const { sent, effects, deliver } = route();
    deliver(d.userMoney.destination, { balance: '2', available: '1', frozen: '1' });
    expect(sent).toEqual([
      { type: 'money.updated', money: expect.objectContaining({ balance: '2' }) },
    ]);
    expect(effects).toEqual(['moneyChanged']);
  });

  it('a new notice counts, reloads the lists and goes to the notice dialog (which decides)', () => {
    const { sent, effects, deliver } = route();
    deliver(d.newNotice.destination, { id: 9, userId: 7, title: 'Hi', description: '<p>Hi</p>' });
    expect(sent).toEqual([
      { type: 'notice.received' },
      {
        type: 'notice.siteNotice',
        notice: { id: '9', userId: '7', title: 'Hi', description: '<p>Hi</p>' },
      },
    ]);
    expect(effects).toEqual(['noticesChanged']);
  });

  it('the signal topics: refresh notice, reload the page, read the dictionaries again', () => {
    const { sent, effects, deliver } = route();
    deliver(d.refreshNotice.destination, {});
    deliver(d.refreshUiUser.destination, {});
    deliver(d.refreshDict.destination, {});
    expect(sent).toEqual([{ type: 'notice.refresh' }]);
    expect(effects).toEqual(['noticesChanged', 'reload', 'reloadDictionaries']);
  });

  it("the user's order topic reloads the order lists and the balance", () => {
    const { sent, effects, deliver } = route();
    deliver(d.userOrder.destination, fixtures.openOrder);
    expect(effects).toEqual(['ordersChanged']);
    expect(sent).toEqual([]);
  });

  it("the user's bet topic reaches the bet screens (placed and settled bets)", () => {
    const { sent, effects, deliver } = route();
    deliver(d.userBet.destination, fixtures.betRecords[0]);
    deliver(d.userBet.destination, fixtures.betRecords[1]);
    expect(effects).toEqual(['betChanged 1 completed', 'betChanged 2 in_progress']);
    expect(sent).toEqual([]);
  });

  it('a price topic feeds the price store; a body that is not JSON or an unknown topic is dropped', () => {
    const { sent, effects, prices, frames, deliver } = route();
    deliver('/topic/price/BTCUSDT', fixtures.priceTicks[0]);
    deliver(d.userMoney.destination, '{');
    deliver('/topic/unknown', {});
    frames.runFrame();
    expect(prices.getQuote('BTCUSDT')).toMatchObject({
      code: 'BTCUSDT',
      price: fixtures.priceTicks[0]!.priceUsd,
    });
    expect(sent).toEqual([]);
    expect(effects).toEqual([]);
  });
});

describe('role destinations (spec §6)', () => {
  it('a guest holds what a guest may subscribe; an account holds every non-price topic', () => {
    const named = Object.values(stompDestinations)
      .map((spec) => spec.destination)
      .filter((destination) => !destination.includes('{symbol}'));
    expect(ROLE_DESTINATIONS.guest).toEqual(named.filter((dest) => canSubscribe(dest, 'guest')));
    expect([...ROLE_DESTINATIONS.user].sort()).toEqual([...named].sort());
  });
});
