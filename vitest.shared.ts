import type { TestUserConfig } from 'vitest/config';

/**
 * Settings every package's vitest config shares: a JSON report next to the package (read by
 * scripts/test.mjs for the closing totals and cached by turbo as the task's output).
 */
export const sharedTest: TestUserConfig = {
  reporters: ['default', 'json'],
  outputFile: { json: '.test-results/vitest.json' },
  passWithNoTests: false,
  // CI runs the packages' suites side by side on two cores: a jsdom test that takes 1 s alone can take
  // five. Tests here assert results, never durations (speed is measured by the budget and bench
  // scripts), so a slow machine gets room instead of a spurious failure.
  testTimeout: 20_000,
};
