import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AppIntl } from './AppIntl';
import { loadMessages } from '../i18n/messages';

function Numbers() {
  const intl = useIntl();
  return (
    <p data-testid="numbers">
      {intl.formatNumber(1234)}{' '}
      {intl.formatMessage(
        { id: 'test.count', defaultMessage: '{n, plural, other {# items}}', description: 'test' },
        { n: 24 },
      )}{' '}
      {intl.formatDate(Date.UTC(2026, 0, 2), { year: 'numeric', timeZone: 'UTC' })}
    </p>
  );
}

describe('AppIntl', () => {
  it('keeps the shell frame painted while the messages load, never a blank page', async () => {
    const { container } = render(
      <AppIntl locale="fa-IR">
        <Numbers />
      </AppIntl>,
    );
    expect(container.querySelector('.boot-frame')).not.toBeNull();
    expect(screen.queryByTestId('numbers')).toBeNull();
    await screen.findByTestId('numbers');
    expect(container.querySelector('.boot-frame')).toBeNull();
  });

  it('formats every number in Latin digits, also in Persian (one rule with the prices)', async () => {
    render(
      <AppIntl locale="fa-IR">
        <Numbers />
      </AppIntl>,
    );
    const text = (await screen.findByTestId('numbers')).textContent!;
    expect(text).not.toMatch(/[۰-۹٠-٩]/);
    expect(text).toContain('24');
    expect(document.documentElement.lang).toBe('fa-IR');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('shows the messages as a transition: the frame stays while the screen under it is not ready', async () => {
    // A screen whose chunk never arrives. A plain update would replace the frame by the nearest
    // Suspense fallback; a transition keeps what is shown (and renders in slices meanwhile).
    const never = new Promise<never>(() => {});
    function Pending(): never {
      return use(never);
    }
    const { container } = render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <AppIntl locale="en-US">
          <Pending />
        </AppIntl>
      </Suspense>,
    );
    await loadMessages('en-US');
    // The messages are in and their update has been tried (a plain one would have shown the fallback).
    await waitFor(() => expect(container.querySelector('.boot-frame')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(container.querySelector('.boot-frame')).not.toBeNull();
  });
});
