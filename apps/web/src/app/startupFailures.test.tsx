import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { createAppServices } from './services/appServices';
import { bootRoutes, createTestParts, type Routes } from './services/testParts';

/**
 * Defect 3: one failed start-up call (products, translations, countries answering 500) must not block
 * the app. The shell, its navigation, login and language keep working; where the data is needed the
 * screen says what is missing, in the user's language, with Retry.
 */
let stop: (() => void) | undefined;
afterEach(() => stop?.());

const failing = () => ({ code: 500, status: 500, msg: 'Internal Server Error' });

function start(routes: Routes) {
  const services = createAppServices(
    (hooks) => createTestParts({ ...bootRoutes(), ...routes }, hooks).parts,
  );
  stop = services.start();
  window.history.replaceState(null, '', '/index');
  render(<App services={services} />);
  return services;
}

/** Home, its navigation and the language switch are there, with no start-up error. */
async function shellWorks() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Markets' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.queryByText('Something went wrong')).toBeNull();
  expect(screen.queryByText('The app could not start')).toBeNull();
  expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
}

/** Login is reachable from the shell and its form is there. */
async function loginWorks() {
  fireEvent.click(screen.getAllByRole('link', { name: 'Log in' })[0]!);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
}

describe('a failed start-up call does not block the app (defect 3)', () => {
  it('/trade/product/list: the shell and login work; quotes says so with Retry', async () => {
    const services = start({ '/trade/product/list': failing });
    await shellWorks();
    expect(services.session.getSnapshot().context.startupFailures).toHaveProperty('products');
    fireEvent.click(screen.getAllByRole('link', { name: 'Quotes' })[0]!);
    expect(await screen.findByText('The quotes could not be loaded.', {}, { timeout: 5000 }));
    // (The spec §8 toast carries the server's text; the screen says it in its own words.)
    expect(within(screen.getByRole('main')).queryByText('Internal Server Error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await loginWorks();
  });

  it('/translation/list: the shell and login work in the bundled language', async () => {
    const services = start({ '/translation/list': failing });
    await shellWorks();
    await loginWorks();
    expect(services.session.getSnapshot().context.startupFailures).toHaveProperty('translations');
  });

  it('/country/list: the shell and login work; the login page says the codes are missing, Retry loads them', async () => {
    let countriesUp = false;
    const services = start({
      '/country/list': () => (countriesUp ? { code: 0, data: [] } : failing()),
    });
    await shellWorks();
    await loginWorks();
    const notice = await screen.findByText(
      'The country codes could not be loaded, so a phone number cannot be used yet.',
    );
    expect(notice.getAttribute('role')).toBe('alert');
    countriesUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        screen.queryByText(
          'The country codes could not be loaded, so a phone number cannot be used yet.',
        ),
      ).toBeNull(),
    );
    expect(services.session.getSnapshot().context.startupFailures).toEqual({});
  });
});
