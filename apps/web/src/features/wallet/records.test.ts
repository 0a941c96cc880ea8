import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi } from '../../shared/testing/testApi';
import { loadAllRecords, NO_FILTER, recordQuery } from './records';

const range = {
  key: 'lastWeek' as const,
  start: new Date('2026-11-18T00:00:00.000Z'),
  end: new Date('2026-11-25T09:30:00.000Z'),
};

describe('record filters', () => {
  it('sends only the filters a list offers', () => {
    const filter = { type: 'bet' as const, status: 'success' as const, range };
    expect(recordQuery('funds', filter, 2, 20)).toEqual({
      page: 2,
      limit: 20,
      type: 'bet',
      startTime: '2026-11-18T00:00:00.000Z',
      endTime: '2026-11-25T09:30:00.000Z',
    });
    expect(recordQuery('deposits', filter, 1, 5)).toEqual({
      page: 1,
      limit: 5,
      status: 'success',
      startTime: '2026-11-18T00:00:00.000Z',
      endTime: '2026-11-25T09:30:00.000Z',
    });
    expect(recordQuery('exchanges', filter, 1, 50)).toEqual({ page: 1, limit: 50 });
    expect(recordQuery('funds', NO_FILTER, 1, 20)).toEqual({ page: 1, limit: 20 });
  });

  it('an export reads every page of the filter, 50 at a time, each record once', async () => {
    const all = Array.from({ length: 120 }, (_, i) => ({ ...fixtures.bills[0]!, id: 120 - i }));
    const { api, calls } = createTestApi({
      '/user/bill/list': ({ body }) => {
        const { page, limit } = body as { page: number; limit: number };
        // A record that arrived while reading pushes one onto the next page (id 71 twice).
        const start = (page - 1) * limit - (page > 1 ? 1 : 0);
        return {
          code: 0,
          data: { list: all.slice(start, start + limit), total: 120, page, limit },
        };
      },
    });
    const records = await loadAllRecords(api, 'funds', { ...NO_FILTER, type: 'recharge' });
    expect(calls.map((c) => c.body)).toEqual([
      { page: 1, limit: 50, type: 'recharge' },
      { page: 2, limit: 50, type: 'recharge' },
      { page: 3, limit: 50, type: 'recharge' },
    ]);
    expect(records.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });
});
