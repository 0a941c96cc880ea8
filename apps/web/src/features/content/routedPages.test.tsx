import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { App } from '../../app/App';
import { createAppServices } from '../../app/services/appServices';
import { bootRoutes, createTestParts, type Routes } from '../../app/services/testParts';

const contentRoutes: Routes = {
  '/faq/list': () => ({ code: 0, data: fixtures.faq }),
  '/help/list': () => ({ code: 0, data: fixtures.helpCategories }),
  '/help/info/1': () => ({ code: 0, data: fixtures.article }),
  '/common/page/terms': () => ({ code: 0, data: fixtures.sitePage }),
  '/common/page/privacy': () => ({
    code: 0,
    data: { ...fixtures.sitePage, key: 'privacy', title: 'Privacy policy' },
  }),
  '/common/page/about': () => ({
    code: 0,
    data: { ...fixtures.sitePage, key: 'about', title: 'About the company' },
  }),
};

function start(path: string) {
  window.history.replaceState(null, '', path);
  const services = createAppServices(
    (hooks) => createTestParts({ ...bootRoutes(), ...contentRoutes }, hooks).parts,
  );
  services.start();
  render(<App services={services} />);
}

const found = { timeout: 5000 };

describe('content pages in the app (desktop paths)', () => {
  it('the header "?" leads to the FAQ, which lists the questions', async () => {
    start('/index');
    const faqLink = await screen.findByRole('link', { name: 'FAQ' }, found);
    expect(faqLink.getAttribute('href')).toBe('/faq');
    fireEvent.click(faqLink);
    expect(
      await screen.findByRole('button', { name: 'What is the turnover code?' }, found),
    ).toBeTruthy();
  });

  it('the home Help shortcut leads to the help centre', async () => {
    start('/index');
    const shortcut = await screen.findByRole('link', { name: /^Help/ }, found);
    expect(shortcut.getAttribute('href')).toBe('/help');
  });

  it('/faq shows the questions, not the 404', async () => {
    start('/faq');
    expect(
      await screen.findByRole('button', { name: 'How long does a withdrawal take?' }, found),
    ).toBeTruthy();
    expect(document.title).toBe('FAQ');
  });

  it('/help lists the topics and /help/detail/1 shows one', async () => {
    start('/help');
    const topic = await screen.findByRole('row', { name: /How margin works/ }, found);
    expect(topic).toBeTruthy();
    document.body.innerHTML = '';
    start('/help/detail/1');
    expect(await screen.findByRole('heading', { name: 'How margin works' }, found)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Margin' })).toBeTruthy();
  });

  it.each([
    ['/terms', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
    ['/about', 'About the company'],
  ])('%s shows the operator’s page', async (path, heading) => {
    start(path);
    expect(await screen.findByRole('heading', { level: 2, name: heading }, found)).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('the register page links its terms to the terms page', async () => {
    start('/register');
    const link = await screen.findByRole('link', { name: 'Read the terms of service' }, found);
    expect(link.getAttribute('href')).toBe('/terms');
  });
});
