import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router';

/**
 * A memory router for tests, with the handles a test needs from outside React: where it is
 * (`state.location`, kept current on every render) and `navigate`.
 */
export function createTestRouter(path: string) {
  const state = { location: null as unknown as Location };
  let go: ((to: string) => void) | null = null;

  function Probe() {
    state.location = useLocation();
    const navigate = useNavigate();
    go = (to) => void navigate(to);
    return null;
  }

  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  }

  return {
    state,
    Router,
    navigate(to: string): Promise<void> {
      if (!go) throw new Error('The test router has not rendered yet');
      go(to);
      return Promise.resolve();
    },
  };
}
