import { describe, expect, it } from 'vitest';
import { walkRoutes } from '../../e2e/walkRoutes';
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
      const needsLogin = screen.layout === 'user' || screen.path.startsWith('user/');
      expect(route.userOnly ?? false, route.route).toBe(needsLogin);
    }
  });
});
