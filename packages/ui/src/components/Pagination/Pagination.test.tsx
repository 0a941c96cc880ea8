import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, Pagination, pageItems } from './Pagination';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [10, 10, [1, 'ellipsis-start', 9, 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [99, 3, [1, 2, 3]],
    [1, 0, []],
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('defaults to 20 per page with options 5/10/20/30/50', async () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 30, 50]);
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <Pagination
          page={2}
          total={95}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      </IntlProvider>,
    );
    expect(screen.getByText('21–40 of 95')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 6' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    const select = screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement;
    expect(select.value).toBe('20');
    expect([...select.options].map((o) => o.value)).toEqual(['5', '10', '20', '30', '50']);
    await userEvent.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
