import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { RecordsScreen } from './RecordsScreen';

// jsdom has no CSS.escape, which react-aria's collections and popovers use.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

const now = () => new Date(2026, 10, 25, 9, 30);

function billsServer(total: number) {
  const all = Array.from({ length: total }, (_, i) => ({
    ...fixtures.bills[0]!,
    id: total - i,
    amount: `${i + 1}.50`,
  }));
  return createTestApi({
    '/user/bill/list': ({ body }) => {
      const { page = 1, limit = 20 } = body as { page?: number; limit?: number };
      const start = (page - 1) * limit;
      return { code: 0, data: { list: all.slice(start, start + limit), total, page, limit } };
    },
  });
}

describe('RecordsScreen', () => {
  it('a type and a period filter the list from page 1', async () => {
    const user = userEvent.setup();
    const { api, calls } = billsServer(45);
    render(withIntl(<RecordsScreen api={api} kind="funds" now={now} timeZone="UTC" />));
    await screen.findByRole('grid', { name: 'Records, newest first' });
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ page: 2, limit: 20 }));

    await user.click(screen.getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Timed bet payout' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({ page: 1, limit: 20, type: 'bet_payout' }),
    );

    await user.click(screen.getByRole('radio', { name: 'Last week' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        page: 1,
        limit: 20,
        type: 'bet_payout',
        startTime: new Date(2026, 10, 18).toISOString(),
        endTime: now().toISOString(),
      }),
    );
  });

  it('exports every record of the filter (all pages), not only the page showing', async () => {
    const user = userEvent.setup();
    const { api, calls } = billsServer(73);
    const download = vi.fn();
    render(
      withIntl(
        <RecordsScreen api={api} kind="funds" now={now} timeZone="UTC" download={download} />,
      ),
    );
    await screen.findByRole('grid', { name: 'Records, newest first' });
    expect(screen.getAllByRole('row')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('73 records exported');
    expect(calls.slice(-2).map((c) => c.body)).toEqual([
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ]);
    const [fileName, text] = download.mock.calls[0] as [string, string];
    expect(fileName).toBe('funds-records_all-time_exported-2026-11-25.csv');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(74);
    expect(lines[73]).toContain(',73.50,');
  });

  it('a request opens with its status timeline and every field', async () => {
    const user = userEvent.setup();
    const { api } = createTestApi({
      '/user/withdraw/list': () => ({
        code: 0,
        data: {
          list: [{ ...fixtures.withdrawRecord, status: 'processing', orderNo: 'W42' }],
          total: 1,
          page: 1,
          limit: 20,
        },
      }),
    });
    render(withIntl(<RecordsScreen api={api} kind="withdrawals" now={now} timeZone="UTC" />));
    const row = await screen.findByRole('row', { name: /W42/ });
    await user.click(within(row).getByText(/W42/));
    const sheet = await screen.findByRole('dialog', { name: 'Record details' });
    const steps = within(within(sheet).getByRole('list', { name: 'Progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    expect(within(sheet).getByText('W42')).toBeTruthy();
  });

  it('an empty filtered list says the filters match nothing', async () => {
    const user = userEvent.setup();
    const { api } = createTestApi({
      '/user/recharge/list': ({ body }) => {
        const filtered = (body as { status?: string }).status !== undefined;
        const list = filtered ? [] : [fixtures.rechargeRecord];
        return { code: 0, data: { list, total: list.length, page: 1, limit: 20 } };
      },
    });
    render(withIntl(<RecordsScreen api={api} kind="deposits" now={now} timeZone="UTC" />));
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText(/Nothing matches these filters/)).toBeTruthy();
  });
});
