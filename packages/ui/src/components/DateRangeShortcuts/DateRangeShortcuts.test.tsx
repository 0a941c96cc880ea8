import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { dateRangeFor, DateRangeShortcuts } from './DateRangeShortcuts';

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('dateRangeFor', () => {
  const now = new Date(2026, 2, 31, 15, 30, 0); // 31 March 2026, 15:30 local

  it('last week starts at midnight seven days ago and ends now', () => {
    const r = dateRangeFor('lastWeek', now);
    expect(ymd(r.start)).toBe('2026-03-24');
    expect([r.start.getHours(), r.start.getMinutes()]).toEqual([0, 0]);
    expect(r.end.getTime()).toBe(now.getTime());
  });

  it('last month clamps to the end of a shorter month', () => {
    expect(ymd(dateRangeFor('lastMonth', now).start)).toBe('2026-02-28');
    expect(ymd(dateRangeFor('lastMonth', new Date(2024, 2, 31)).start)).toBe('2024-02-29');
  });

  it('last three months crosses the year boundary', () => {
    expect(ymd(dateRangeFor('lastThreeMonths', now).start)).toBe('2025-12-31');
    expect(ymd(dateRangeFor('lastThreeMonths', new Date(2026, 4, 31)).start)).toBe('2026-02-28');
  });
});

describe('DateRangeShortcuts', () => {
  it('reports the chosen range from the injected clock', async () => {
    const onChange = vi.fn();
    const now = new Date(2026, 5, 15, 9, 0, 0);
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <DateRangeShortcuts value="lastWeek" onChange={onChange} now={() => now} />
      </IntlProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Last week' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Last three months' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const range = onChange.mock.calls[0]![0];
    expect(range.key).toBe('lastThreeMonths');
    expect(ymd(range.start)).toBe('2026-03-15');
  });
});
