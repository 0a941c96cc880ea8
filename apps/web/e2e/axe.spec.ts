import { expect, test } from '@playwright/test';
import { axeViolations, expectNoAxeViolations, logIn } from './support';

// Every route a visitor can open is checked with axe by the walk (walk.spec.ts), on phones and a
// desktop in three locales; the screens below are checked here in their loaded states as a user.
test.describe('axe on every screen', () => {
  test('no violations on the message list of a logged-in user', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'logs in through the mobile login page');
    await logIn(page, 'demoacct', 'demo123456');
    await page.goto('/m/user/message');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('no violations on the order history of a logged-in user', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'logs in through the mobile login page');
    await logIn(page, 'demouser', 'demo123456');
    await page.goto('/m/user/trade/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** The user centre and wallet screens (issue 16), as a logged-in (demo) user. */
const accountScreens = [
  '/m/user/index',
  '/m/user/wallet',
  '/m/user/billList',
  '/m/user/withdrawList',
  '/m/user/exchange',
  '/m/user/exchange/records',
];

test.describe('axe on the account and wallet screens', () => {
  for (const path of accountScreens) {
    test(`no violations on ${path} (logged in)`, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'logs in through the mobile login page');
      await logIn(page, 'demoacct', 'demo123456');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Loaded, not the skeleton.
      await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test('the axe check fails on a page with violations, and leaves out only what it is told to', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="data:,"><button id="b"></button></main></body></html>',
  );
  const rules = (violations: { id: string }[]) => violations.map((v) => v.id).sort();
  expect(rules(await axeViolations(page))).toEqual(['button-name', 'image-alt']);
  expect(rules(await axeViolations(page, ['#b']))).toEqual(['image-alt']);
  await expect(expectNoAxeViolations(page)).rejects.toThrow();
});
