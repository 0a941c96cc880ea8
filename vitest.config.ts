// Root config: only the Storybook project (stories run as tests in Debian's Chromium, axe on each).
// Every package has its own vitest.config.ts for unit tests, so this file is not picked up by them.
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/stories.json' },
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
