import { guestSession, type ShellState } from '../shell/shellState';

/** Shell state for tests and stories: a desktop guest unless told otherwise. */
export const mobileDevice = { isMobile: true, isInstalledApp: false };
export const desktopDevice = { isMobile: false, isInstalledApp: false };

export function shellState(overrides: Partial<ShellState> = {}): ShellState {
  return {
    device: desktopDevice,
    settings: {},
    session: guestSession,
    locale: 'en-US',
    changeLocale: () => undefined,
    ...overrides,
  };
}
