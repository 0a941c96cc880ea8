import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Badge, badgeCountText } from './Badge';

const wrap = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      {ui}
    </IntlProvider>,
  );

describe('badgeCountText', () => {
  const f = (n: number) => String(n);
  it('shows the count up to the maximum and max+ above it', () => {
    expect(badgeCountText(7, 99, f)).toBe('7');
    expect(badgeCountText(99, 99, f)).toBe('99');
    expect(badgeCountText(100, 99, f)).toBe('99+');
    expect(badgeCountText(12, 9, f)).toBe('9+');
  });
});

describe('Badge', () => {
  it('renders nothing for zero unless asked', () => {
    const { container, rerender } = wrap(<Badge count={0} />);
    expect(container.innerHTML).toBe('');
    rerender(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <Badge count={0} showZero />
      </IntlProvider>,
    );
    expect(container.textContent).toBe('0');
  });

  it('hides the visible count from assistive technology when a label is given', () => {
    wrap(<Badge count={120} label="120 unread messages" />);
    expect(screen.getByText('99+').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('120 unread messages').textContent).toBe('120 unread messages');
  });
});
