// Root config: the Storybook story tests (every story runs as a test in Debian's Chromium, axe failing
// it on any violation), once per project below: light, dark and RTL. Each project sets the toolbar
// defaults that .storybook/preview.tsx reads from import.meta.env. Every package has its own
// vitest.config.ts for unit tests, so this file is not picked up by them.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const storyProject = (
  name: string,
  globals: { theme: string; trend?: string; locale?: string },
): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir: '.storybook' })],
  define: {
    'import.meta.env.STORYBOOK_THEME': JSON.stringify(globals.theme),
    'import.meta.env.STORYBOOK_TREND': JSON.stringify(globals.trend ?? 'standard'),
    'import.meta.env.STORYBOOK_LOCALE': JSON.stringify(globals.locale ?? 'en-US'),
  },
  test: {
    name,
    // A story's first render may wait for cold chunks while the other projects load the same two
    // cores; stories assert outcomes, never durations, so a slow machine gets room.
    testTimeout: 30_000,
    // The story files of a project share one page and its loaded modules: isolated, every file loaded
    // the preview, the design system and its own imports again (about 2.5 s a file, 273 files), and
    // the three projects took 15 min together. A story renders into its own root and resets what it
    // sets (the live announcer: preview.tsx), so nothing of one file leaks into the next.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/stories.json' },
    projects: [
      // `--project=storybook` is the quick light run; `--project='storybook*'` runs all three.
      storyProject('storybook', { theme: 'light' }),
      storyProject('storybook-dark', { theme: 'dark', trend: 'reversed' }),
      storyProject('storybook-rtl', { theme: 'light', locale: 'fa-IR' }),
    ],
  },
});
