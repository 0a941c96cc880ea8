import type { TestUserConfig } from 'vitest/config';

/**
 * Settings every package's vitest config shares: a JSON report next to the package (read by
 * scripts/test.mjs for the closing totals and cached by turbo as the task's output).
 */
export const sharedTest: TestUserConfig = {
  reporters: ['default', 'json'],
  outputFile: { json: '.test-results/vitest.json' },
  passWithNoTests: false,
};
