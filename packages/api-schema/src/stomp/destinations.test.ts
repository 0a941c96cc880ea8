import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/schema';
import { loadDocument } from '../test/document';
import {
  STOMP_ENDPOINT,
  STOMP_HEARTBEAT,
  canSubscribe,
  parseStompBody,
  priceTopic,
  stompConnectHeaders,
  stompDestinations,
} from './destinations';

const doc = loadDocument();

describe('STOMP destination map', () => {
  it('matches x-stomp in the document: endpoint, heart-beat and every destination', () => {
    expect(STOMP_ENDPOINT).toBe(doc['x-stomp'].endpoint);
    expect(STOMP_HEARTBEAT).toEqual(doc['x-stomp'].heartBeat);
    const fromDocument = Object.entries(doc['x-stomp'].destinations).map(([destination, d]) => ({
      name: d.name,
      destination,
      kind: d.kind,
      access: d.access,
      payload: d.payload.$ref.replace('#/components/schemas/', ''),
    }));
    const fromCode = Object.entries(stompDestinations).map(([name, d]) => ({ name, ...d }));
    expect(fromCode).toEqual(fromDocument);
    for (const d of fromDocument) expect(doc.components.schemas).toHaveProperty(d.payload);
  });

  it('builds the CONNECT headers of x-stomp', () => {
    const documented = (
      doc['x-stomp'] as unknown as { connectHeaders: Record<string, { value?: string }> }
    ).connectHeaders;
    const headers = stompConnectHeaders('session-1', 'de-DE');
    expect(Object.keys(headers).sort()).toEqual(Object.keys(documented).sort());
    expect(headers['heart-beat']).toBe(documented['heart-beat']?.value);
    expect(headers['accept-version']).toBe(documented['accept-version']?.value);
    expect(headers['X-USER-TOKEN']).toBe('session-1');
    expect(stompConnectHeaders(null)).not.toHaveProperty('X-USER-TOKEN');
  });

  it('lets guests subscribe only to notice, UI-refresh, dictionary-refresh and price topics (spec §6)', () => {
    expect(canSubscribe('/topic/refreshNotice', 'guest')).toBe(true);
    expect(canSubscribe('/topic/refreshUiUser', 'guest')).toBe(true);
    expect(canSubscribe('/topic/refreshDict', 'guest')).toBe(true);
    expect(canSubscribe(priceTopic('BTCUSDT'), 'guest')).toBe(true);
    expect(canSubscribe('/user/topic/userInfo', 'guest')).toBe(false);
    expect(canSubscribe('/user/topic/userMoney', 'guest')).toBe(false);
    expect(canSubscribe('/user/topic/newNotice', 'guest')).toBe(false);
    expect(canSubscribe('/user/topic/noticeNum', 'guest')).toBe(false);
    expect(canSubscribe('/user/topic/userMoney', 'user')).toBe(true);
    expect(canSubscribe('/topic/price/', 'user')).toBe(false);
    expect(canSubscribe('/topic/unknown', 'user')).toBe(false);
  });

  it('types a subscription by its destination', () => {
    const tick = parseStompBody(
      priceTopic('ETHUSDT'),
      '{"symbol":"ETHUSDT","priceUsd":"3000.5","highPrice1d":"3100","lowPrice1d":"2900","volume":"12","priceChange1d":"1.2","time":"2026-01-31T08:00:00.000Z"}',
    );
    expectTypeOf(tick).toEqualTypeOf<components['schemas']['PriceTick']>();
    expect(tick.priceUsd).toBe('3000.5');
    const money = parseStompBody(
      '/user/topic/userMoney',
      '{"currency":"USDT","balance":"1","available":"1","frozen":"0"}',
    );
    expectTypeOf(money).toEqualTypeOf<components['schemas']['UserMoney']>();
    // @ts-expect-error not a destination of the contract
    parseStompBody('/topic/nope', '{}');
  });
});
