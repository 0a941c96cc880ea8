import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { UiProvider } from '@repo/ui/theme';
import { AppRoutes, buildRoutes, preloadScreen } from '../routes';
import { ServicesProviders } from '../services/ServicesProviders';
import { createTestServices } from '../services/testParts';
import { ShellStateProvider, type ShellState } from '../../shared/shell/shellState';
import { shellState } from '../../shared/testing/shellFixtures';
import { createTestRouter } from './testRouter';

export { desktopDevice, mobileDevice, shellState } from '../../shared/testing/shellFixtures';

/** Renders the real route table at a path, with the given device, settings and session. */
export function renderRoute(path: string, overrides: Partial<ShellState> = {}) {
  const router = createTestRouter(path);
  const routes = buildRoutes();
  // As the app does at start (App): the first screen's chunk loads beside everything else.
  preloadScreen(routes, new URL(path, 'http://localhost').pathname);
  const view = render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <UiProvider>
        <ServicesProviders services={createTestServices()}>
          <ShellStateProvider value={shellState(overrides)}>
            <router.Router>
              <AppRoutes routes={routes} />
            </router.Router>
          </ShellStateProvider>
        </ServicesProviders>
      </UiProvider>
    </IntlProvider>,
  );
  return { ...view, router };
}
