import { describe, expect, it } from 'vitest';
import { hasScreen, screens, type ScreenRoute } from '../app/routeTable';
import { primaryNavigation } from './navigation';

const ids = (items: ReturnType<typeof primaryNavigation>) => items.map((item) => item.id);

/** The real table plus the trade and wallet screens that issues 14-16 add. */
const withAccountScreens: readonly ScreenRoute[] = [
  ...screens,
  ...(['user/trade', 'user/wallet'] as const).map((path): ScreenRoute => ({
    ...screens[0]!,
    id: path,
    path,
    layout: 'user',
  })),
];

describe('primary navigation', () => {
  it('offers only the screens the app has: no trade or assets until they exist', () => {
    expect(ids(primaryNavigation(true, hasScreen))).toEqual(
      ['home', 'quotes', 'trade', 'wallet'].filter((id) =>
        hasScreen(`/user/${id}`) ? true : id === 'home' || id === 'quotes',
      ),
    );
    expect(ids(primaryNavigation(false, hasScreen))).toEqual(
      hasScreen('/user/trade') ? ['home', 'quotes', 'trade', 'login'] : ['home', 'quotes', 'login'],
    );
  });

  it('shows trade, then assets to a user and login to a visitor, once those screens exist', () => {
    const exists = (path: string) => hasScreen(path, withAccountScreens);
    expect(ids(primaryNavigation(true, exists))).toEqual(['home', 'quotes', 'trade', 'wallet']);
    expect(ids(primaryNavigation(false, exists))).toEqual(['home', 'quotes', 'trade', 'login']);
  });

  it('leads every item to a screen of the table, on phone and desktop', () => {
    for (const loggedIn of [true, false])
      for (const item of primaryNavigation(loggedIn, hasScreen)) {
        expect(hasScreen(item.path)).toBe(true);
        expect(hasScreen(`/m${item.path}`)).toBe(true);
      }
  });
});
