import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * The installable app's service worker: after one online visit the app opens offline with a clear
 * offline state (no prices), and a new version is offered with a Reload button, never swapped in.
 */
const dist = path.resolve(import.meta.dirname, '../dist');
const workerFile = path.join(dist, 'sw.js');

async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit installs the worker; the next load is the first one it answers.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('after one online visit, /m/index opens offline with the offline state and no prices', async ({
  page,
  context,
}) => {
  await page.goto('/m/index');
  await expect(page.getByTestId('home')).toBeVisible();
  await controlledByWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    const offline = page.getByTestId('offline');
    await expect(offline).toBeVisible();
    await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByTestId('home-market')).toHaveCount(0);
    // The frame's colours and the app's own styles came from the saved shell.
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
  } finally {
    await context.setOffline(false);
  }
  // Back online, it starts by itself.
  await expect(page.getByTestId('home')).toBeVisible({ timeout: 15_000 });
});

test('a new version is offered with a Reload button and taken only when pressed', async ({
  page,
}) => {
  await page.goto('/m/index');
  await expect(page.getByTestId('home')).toBeVisible();
  await controlledByWorker(page);

  const saved = ['', '.br', '.gz'].map((ext) => {
    const file = `${workerFile}${ext}`;
    return { file, body: fs.existsSync(file) ? fs.readFileSync(file) : null };
  });
  try {
    // A second build: the worker file changes (the server sends it with its compressed copies).
    const next = `${fs.readFileSync(workerFile, 'utf8')}\n// next build ${Date.now()}\n`;
    fs.writeFileSync(workerFile, next);
    fs.writeFileSync(`${workerFile}.br`, zlib.brotliCompressSync(next));
    fs.writeFileSync(`${workerFile}.gz`, zlib.gzipSync(next));

    const before = await page.evaluate(() => performance.timeOrigin);
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const prompt = page.getByRole('status', { name: 'App version' });
    await expect(prompt).toContainText('A new version is ready.');
    // Nothing reloads by itself.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before))
      .not.toBe(before);
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByRole('status', { name: 'App version' })).not.toContainText(
      'A new version',
    );
  } finally {
    for (const { file, body } of saved) {
      if (body) fs.writeFileSync(file, body);
      else fs.rmSync(file, { force: true });
    }
  }
});
