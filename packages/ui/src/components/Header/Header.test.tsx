import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Header, HeaderAction } from './Header';

const wrap = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      {ui}
    </IntlProvider>,
  );

describe('Header', () => {
  it('has a back button, a level-1 title and names the unread count', async () => {
    const onBack = vi.fn();
    wrap(
      <Header
        title="Markets"
        onBack={onBack}
        actions={<HeaderAction label="Messages" icon="✉" unreadCount={3} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Markets');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Messages, 3 unread' })).toBeTruthy();
  });

  it('uses the plain label without unread items', () => {
    wrap(<Header title="Markets" actions={<HeaderAction label="Messages" icon="✉" />} />);
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
