import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sharedTest } from '../../vitest.shared';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    ...sharedTest,
    environment: 'jsdom',
    setupFiles: ['../../vitest.setup.dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
