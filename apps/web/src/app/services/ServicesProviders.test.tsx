import { render, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '../../shared/data/queryClient';
import { ServicesProviders } from './ServicesProviders';
import { createTestServices } from './testParts';

const cachedPaths = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => String(query.queryKey[0]));

describe('ServicesProviders', () => {
  it("drops the previous account's reads when the account changes, and keeps the rest", async () => {
    const services = createTestServices({ token: 'token-1' });
    const client = createAppQueryClient();
    await waitFor(() => expect(services.session.getSnapshot().context.user?.id).toBe('1001'));
    render(
      <ServicesProviders services={services} queryClient={client}>
        <p>app</p>
      </ServicesProviders>,
    );
    client.setQueryData(['/user/message/list/{param}', { page: 1 }], { list: [] });
    client.setQueryData(['/trade/product/list'], []);
    services.session.send({ type: 'session.logout' });
    await waitFor(() => expect(cachedPaths(client)).toEqual(['/trade/product/list']));
  });

  it('a refresh-notice topic reads the notices shown again', async () => {
    const services = createTestServices();
    const client = createAppQueryClient();
    render(
      <ServicesProviders services={services} queryClient={client}>
        <p>app</p>
      </ServicesProviders>,
    );
    client.setQueryData(['/user/getUserNotice'], null);
    client.setQueryData(['/faq/list'], []);
    services.noticeRevision.set(services.noticeRevision.get() + 1);
    expect(client.getQueryState(['/user/getUserNotice'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/faq/list'])?.isInvalidated).toBe(false);
  });

  it('the order topic (or a reconnect) reads the orders, positions and balance shown again', () => {
    const services = createTestServices();
    const client = createAppQueryClient();
    render(
      <ServicesProviders services={services} queryClient={client}>
        <p>app</p>
      </ServicesProviders>,
    );
    client.setQueryData(['/user/orders/list', { status: ['in_position'] }], { list: [] });
    client.setQueryData(['/user/orders/history', { page: 1 }], { list: [] });
    client.setQueryData(['/user/money/info'], {});
    client.setQueryData(['/faq/list'], []);
    services.orderRevision.set(services.orderRevision.get() + 1);
    for (const key of [
      ['/user/orders/list', { status: ['in_position'] }],
      ['/user/orders/history', { page: 1 }],
      ['/user/money/info'],
    ])
      expect(client.getQueryState(key)?.isInvalidated, String(key[0])).toBe(true);
    expect(client.getQueryState(['/faq/list'])?.isInvalidated).toBe(false);
  });
});
