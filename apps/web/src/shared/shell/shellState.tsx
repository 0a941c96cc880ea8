import { createContext, useContext, type ReactNode } from 'react';
import type { GuardSettings } from '../../routing/guard';
import type { UserMoney } from '@repo/machines/session';
import type { DeviceInfo } from '../../platform/device';

/**
 * What the shell needs to route and to draw its chrome: the device (read once at startup), the site
 * settings the guard reads and the session. The session machine (through App.tsx) feeds settings and
 * session once start-up has loaded them.
 */
export interface ShellState {
  device: DeviceInfo;
  /** Site parameters (spec §3): the guard's flags, and the operator's site name and favicon. */
  settings: GuardSettings & { SITE_NAME?: string; SITE_FAVICON?: string; BET_OPEN?: string };
  /** The language showing, and how to switch it (stored, then the page reloads: spec §4). */
  locale: string;
  changeLocale(tag: string): void;
  session: {
    userId: string | number | null;
    /**
     * A guest session (contract loginGuest): shown as a guest; userId stays null, so account pages
     * send the guest to log in, and the tab bar offers login, not assets (spec §6).
     */
    guest?: boolean;
    /** The session is being established (see SessionView): user pages wait instead of redirecting. */
    pending?: boolean;
    /** Unread in-site messages (the header's message badge). */
    unreadCount: number;
    /** The logged-in user's balances (decimal strings), null until loaded or when logged out. */
    money?: UserMoney | null;
  };
}

export const guestSession: ShellState['session'] = { userId: null, unreadCount: 0, money: null };

const ShellStateContext = createContext<ShellState | null>(null);

export function ShellStateProvider({
  value,
  children,
}: {
  value: ShellState;
  children: ReactNode;
}) {
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState needs a <ShellStateProvider> above it');
  return state;
}

export const isLoggedIn = (session: ShellState['session']) =>
  session.userId !== null && String(session.userId).trim() !== '';
