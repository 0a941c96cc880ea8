import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { serviceWorkerSource } from '../src/build/serviceWorker';

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
  // Two installs of the whole precache list (the first visit's and the new version's).
  test.setTimeout(90_000);
  await page.goto('/m/index');
  await expect(page.getByTestId('home')).toBeVisible();
  await controlledByWorker(page);

  const saved = ['', '.br', '.gz'].map((ext) => {
    const file = `${workerFile}${ext}`;
    return { file, body: fs.existsSync(file) ? fs.readFileSync(file) : null };
  });
  const firstCaches = await page.evaluate(() => caches.keys());
  expect(firstCaches.filter((key) => key.startsWith('app-'))).toHaveLength(1);
  // A second build: a new chunk beside this build's ones, and the worker the build's own generator
  // writes for that file list under a new version (with its compressed copies, as the build does).
  const stamp = Date.now().toString(36);
  const newChunk = `/assets/next-${stamp}.js`;
  const newChunkFile = path.join(dist, newChunk);
  try {
    fs.writeFileSync(newChunkFile, `export const build = '${stamp}';\n`);
    const precache = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((name) => /\.(?:js|css)$/.test(name))
      .sort()
      .map((name) => `/assets/${name}`);
    const next = serviceWorkerSource(`next-${stamp}`, precache);
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
    // The new version took over: its cache holds the new chunk, and the first build's cache is gone.
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([`app-next-${stamp}`]);
    expect(
      await page.evaluate(
        (url) =>
          caches
            .open(`app-next-${url.stamp}`)
            .then((c) => c.match(url.chunk))
            .then(Boolean),
        { stamp, chunk: newChunk },
      ),
    ).toBe(true);
  } finally {
    fs.rmSync(newChunkFile, { force: true });
    for (const { file, body } of saved) {
      if (body) fs.writeFileSync(file, body);
      else fs.rmSync(file, { force: true });
    }
  }
});
