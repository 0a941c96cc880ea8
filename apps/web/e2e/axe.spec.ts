import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './support';

/** Every screen of issue 7 a visitor can open by address, with what identifies it. */
const visitorScreens = [
  { path: '/m/index', heading: true },
  { path: '/m/quotation', heading: true },
  { path: '/m/login', heading: true },
  { path: '/m/register', heading: true },
  { path: '/m/forget', heading: true },
  { path: '/m/language', heading: true },
  { path: '/app', heading: true },
  { path: '/m/no-such-page', heading: true },
];

test.describe('axe on every screen', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile addresses');

  for (const screen of visitorScreens) {
    test(`no violations on ${screen.path}`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('no violations on the message list of a logged-in user', async ({ page }) => {
    await logIn(page, 'demoacct', 'demo123456');
    const prompt = page.getByRole('alertdialog', { name: 'New messages' });
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/m/user/message');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
