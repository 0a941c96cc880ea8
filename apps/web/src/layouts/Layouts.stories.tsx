import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes, buildRoutes, matchedScreen } from '../app/routes';
import { ServicesProviders } from '../app/services/ServicesProviders';
import { createTestServices } from '../app/services/testParts';
import { hasScreen } from '../app/routeTable';
import { ShellStateProvider, type ShellState } from '../shared/shell/shellState';
import { desktopDevice, mobileDevice, shellState } from '../shared/testing/shellFixtures';

/** The real route table in a memory router, at a path, for a device and session. */
function ShellAt({ path, state }: { path: string; state: ShellState }) {
  const routes = useMemo(() => buildRoutes(), []);
  const services = useMemo(() => createTestServices(), []);
  return (
    <ServicesProviders services={services}>
      <ShellStateProvider value={state}>
        <MemoryRouter key={path} initialEntries={[path]}>
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </ShellStateProvider>
    </ServicesProviders>
  );
}

/**
 * Screens load on demand. The loader fetches the chunk of the story's screen before the story
 * renders, so a cold dev server (three story projects compiling on two cores) cannot outrun the
 * queries below. Only that screen: loading every screen's module graph took the first story of the
 * file past its 30 s limit once in CI, while the other projects compiled the same modules.
 */
const loaded = { timeout: 10_000 };
const preloadScreen = async ({ args }: { args: { path: string } }) => {
  await matchedScreen(buildRoutes(), args.path)?.load();
  return {};
};

const meta = {
  title: 'App/Layouts',
  component: ShellAt,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  loaders: [preloadScreen],
} satisfies Meta<typeof ShellAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileGuest: Story = {
  args: { path: '/m/index', state: shellState({ device: mobileDevice }) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Main' }, loaded);
    await expect(within(tabs).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Messages/ })).toBeNull();
  },
};

/** "Continue as guest": a guest session shows its badge (to register), keeps the login tab, no assets. */
export const MobileGuestSession: Story = {
  args: {
    path: '/m/index',
    state: shellState({
      device: mobileDevice,
      session: { userId: null, guest: true, unreadCount: 0, money: null },
    }),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Main' }, loaded);
    const badge = canvas.getByRole('link', { name: 'Guest: register to trade' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', '/m/register');
    await expect(within(tabs).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(within(tabs).queryByRole('link', { name: 'Assets' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const MobileLoggedIn: Story = {
  args: {
    path: '/m/index',
    state: shellState({ device: mobileDevice, session: { userId: 7, unreadCount: 12 } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Main' }, loaded);
    // Assets (and trade) join the tabs when their screens exist; no login tab for a user.
    await expect(within(tabs).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(within(tabs).queryByRole('link', { name: 'Log in' })).toBeNull();
    for (const link of within(tabs).getAllByRole('link'))
      await expect(hasScreen(link.getAttribute('href')!)).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Messages, 12 unread' })).toBeVisible();
  },
};

export const LanguagePicker: Story = {
  loaders: [async () => ({ sheet: await import('./LanguageSheet') })],
  args: { path: '/m/index', state: shellState({ device: mobileDevice }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Language' }, loaded));
    const body = within(canvasElement.ownerDocument.body);
    // The sheet is loaded on demand: allow for a cold chunk on a slow machine.
    const list = await body.findByRole('listbox', { name: 'Choose a language' }, loaded);
    const current = within(list).getByRole('option', { name: 'English' });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).getByRole('option', { name: 'فارسی' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    // Focus goes back to the trigger when the sheet's exit has finished.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Language' })).toHaveFocus());
  },
};

export const Desktop: Story = {
  args: { path: '/index', state: shellState({ device: desktopDevice }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Markets' }, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A page a phone shows on its own keeps the desktop navigation, with its one h1 in the column. */
export const DesktopPageOfItsOwn: Story = {
  args: { path: '/faq', state: shellState({ device: desktopDevice }) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'FAQ' }, loaded);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Quotes' })).toHaveAttribute(
      'href',
      '/quotation',
    );
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  },
};

/** A logged-in user's top bar: no trade or assets entry until those screens exist. */
export const DesktopLoggedIn: Story = {
  args: {
    path: '/quotation',
    state: shellState({ device: desktopDevice, session: { userId: 7, unreadCount: 2 } }),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Quotes' }, loaded);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link'))
      await expect(hasScreen(link.getAttribute('href')!)).toBe(true);
    await expect(within(nav).queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Messages, 2 unread' })).toHaveAttribute(
      'href',
      '/user/message',
    );
  },
};

/** The desktop account menu: opened from the keyboard, the user centre's entries, log out last. */
export const DesktopAccountMenu: Story = {
  args: {
    path: '/quotation',
    state: shellState({ device: desktopDevice, session: { userId: 7, unreadCount: 2 } }),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Quotes' }, loaded);
    const trigger = await canvas.findByRole('button', { name: 'My account' }, loaded);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: 'My account',
    });
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(getComputedStyle(items[0]!).outlineStyle).toBe('solid');
    for (const item of items)
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(menu).getByRole('menuitem', { name: /Messages/ })).toHaveTextContent(
      '2 unread',
    );
    await expect(items.at(-1)).toHaveTextContent('Log out');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
