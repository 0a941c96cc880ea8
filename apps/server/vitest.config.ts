import { defineConfig } from 'vitest/config';
import { sharedTest } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTest,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A test or hook here opens a database of its own (PGlite compiles PostgreSQL's WebAssembly and runs
    // initdb): 2-4 s alone, over 10 s (the default hook limit) and up to 28 s while other suites and a
    // browser load both cores. The limits are for a hang, not a measure.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
