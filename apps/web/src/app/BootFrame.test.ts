import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The frame module as the app's code finds it at start, with `html` as the server's page body. */
async function startWith(html: string, path: string) {
  document.body.innerHTML = html;
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const frame = await import('./BootFrame');
  const banner = await import('../shared/shell/bootBanner');
  // React replaces the server's frame: what the module read must not depend on it staying.
  document.body.innerHTML = '';
  return {
    markup: renderToStaticMarkup(createElement(frame.BootFrame)),
    bootBanner: banner.bootBanner,
  };
}

const PAINTED =
  '<div id="root"><img class="boot-frame-block boot-frame-banner" id="boot-banner" alt="" src="/banners/simulated.svg"></div>';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the boot frame keeps the banner the server painted', () => {
  it('shows the same image in its banner block on the home page', async () => {
    const { markup, bootBanner } = await startWith(PAINTED, '/m/index');
    expect(markup).toContain(
      '<img class="boot-frame-block boot-frame-banner" src="/banners/simulated.svg" alt=""/>',
    );
    expect(bootBanner()).toBe('/banners/simulated.svg');
  });

  it('has its grey block elsewhere (a later navigation to another page) and without a painted banner', async () => {
    const home = await startWith(PAINTED, '/m/index');
    window.history.replaceState(null, '', '/m/login');
    expect(home.bootBanner()).toBeNull();
    const plain = await startWith('<div id="root"></div>', '/m/index');
    expect(plain.bootBanner()).toBeNull();
    expect(plain.markup).toContain('<span class="boot-frame-block boot-frame-banner"></span>');
    expect(plain.markup).not.toContain('<img');
  });
});

describe('the boot frame keeps the texts the frame script painted', () => {
  const PAINTED_LOGIN =
    '<div id="root"><div class="boot-frame"><div class="boot-frame-main"><div class="boot-frame-page boot-frame-login">' +
    '<span class="boot-frame-heading" data-boot-text="auth.login.title">ورود</span></div></div></div></div>';

  afterEach(() => {
    document.documentElement.removeAttribute('data-page');
    document.documentElement.lang = 'en-US';
  });

  it('shows them again in their places, in the language and on the page they were painted for', async () => {
    document.documentElement.dataset.page = 'login';
    document.documentElement.lang = 'fa-IR';
    await startWith(PAINTED_LOGIN, '/m/login');
    const frame = await import('./BootFrame');
    const render = (locale?: string) =>
      renderToStaticMarkup(createElement(frame.BootFrame, locale ? { locale } : {}));
    expect(render('fa-IR')).toContain(
      '<span class="boot-frame-heading" data-boot-text="auth.login.title">ورود</span>',
    );
    expect(render()).toContain('ورود');
    // Another language being loaded, or another page: no stale text, and no empty boxes.
    expect(render('en-US')).not.toContain('boot-frame-login');
    window.history.replaceState(null, '', '/m/index');
    expect(render('fa-IR')).not.toContain('boot-frame-login');
  });

  it('has no page texts where the frame script painted none', async () => {
    await startWith('<div id="root"></div>', '/m/login');
    const frame = await import('./BootFrame');
    const markup = renderToStaticMarkup(createElement(frame.BootFrame, {}));
    expect(markup).not.toContain('data-boot-text');
    expect(renderToStaticMarkup(createElement(frame.BootFrame, { forHtml: true }))).toContain(
      'data-boot-text="quotes.search.placeholder"',
    );
  });
});
