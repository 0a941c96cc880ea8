import { defineConfig } from 'vitest/config';
import { sharedTest } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTest,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
