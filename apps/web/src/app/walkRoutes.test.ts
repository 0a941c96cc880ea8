import { describe, expect, it } from 'vitest';
import { walkRoutes } from '../../e2e/walkRoutes';
import { resolveNavigation } from '../routing/guard';
import { screens } from './routeTable';

describe('the acceptance walk (e2e/walk.spec.ts)', () => {
  it('opens every route of the route table, and only those', () => {
    expect([...walkRoutes.map((r) => r.route)].sort()).toEqual(screens.map((s) => s.path).sort());
  });

  it('opens unprefixed-only pages without the device prefix and the others with it', () => {
    for (const route of walkRoutes) {
      const screen = screens.find((s) => s.path === route.route)!;
      expect(route.address.startsWith('/m/'), route.route).toBe(!screen.unprefixedOnly);
      expect(route.unprefixed ?? false, route.route).toBe(screen.unprefixedOnly ?? false);
    }
  });

  it('opens pages behind the login only as a user', () => {
    for (const route of walkRoutes) {
      const screen = screens.find((s) => s.path === route.route)!;
      const needsLogin =
        (screen.layout === 'user' || screen.path.startsWith('user/')) && !screen.openToVisitors;
      expect(route.userOnly ?? false, route.route).toBe(needsLogin);
    }
  });

  it('lets a visitor open exactly the screens the route table opens to visitors', () => {
    for (const screen of screens.filter((s) => !s.unprefixedOnly)) {
      const address = `/m/${screen.path.replace(/:id/g, '1')}`;
      const decision = resolveNavigation({
        path: address,
        isMobile: true,
        settings: {},
        session: { userId: null },
      });
      const open =
        !(screen.layout === 'user' || screen.path.startsWith('user/')) || screen.openToVisitors;
      expect(decision.type === 'allow', screen.path).toBe(open === true);
    }
  });
});
