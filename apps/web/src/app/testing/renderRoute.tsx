import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UiProvider } from '@repo/ui/theme';
import { buildRoutes } from '../routes';
import { ServicesProviders } from '../services/ServicesProviders';
import { createTestServices } from '../services/testParts';
import { ShellStateProvider, type ShellState } from '../shellState';
import { shellState } from './shellFixtures';

export { desktopDevice, mobileDevice, shellState } from './shellFixtures';

/** Renders the real route table at a path, with the given device, settings and session. */
export function renderRoute(path: string, overrides: Partial<ShellState> = {}) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <UiProvider>
        <ServicesProviders services={createTestServices()}>
          <ShellStateProvider value={shellState(overrides)}>
            <RouterProvider router={router} />
          </ShellStateProvider>
        </ServicesProviders>
      </UiProvider>
    </IntlProvider>,
  );
  return { ...view, router };
}
