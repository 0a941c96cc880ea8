import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { MessageDetailScreen } from './MessageDetailScreen';

describe('MessageDetailScreen', () => {
  it('a message that does not exist (404) is said so, without a Retry that could not help', async () => {
    const { api } = createTestApi({
      '/user/message/99/info': () => ({ code: 404, msg: 'No such message' }),
    });
    render(withIntl(<MessageDetailScreen api={api} id={99} userId={1001} />));
    expect(
      await screen.findByRole('heading', { name: 'This message does not exist or was deleted' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    expect(screen.queryByText(/could not be loaded/i)).toBeNull();
  });

  it('a failure to load is an error with Retry', async () => {
    const { api } = createTestApi({
      '/user/message/1/info': () => new Response('', { status: 500 }),
    });
    render(withIntl(<MessageDetailScreen api={api} id={1} userId={1001} />));
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('shows the message', async () => {
    const notice = fixtures.notices[0]!;
    const { api } = createTestApi({
      [`/user/message/${notice.id}/info`]: () => ({ code: 0, data: { ...notice, read: true } }),
    });
    render(withIntl(<MessageDetailScreen api={api} id={notice.id} userId={1001} />));
    expect(await screen.findByRole('heading', { level: 2, name: notice.title })).toBeTruthy();
  });
});
