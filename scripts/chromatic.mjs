// Visual review on Chromatic needs its cloud service and a project token: without one, skip cleanly.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping visual review.');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--skip-update-check',
    '--exit-zero-on-changes',
  ],
  { stdio: 'inherit', env: { ...process.env, DISABLE_ERROR_MONITORING: 'true' } },
);
process.exit(result.status ?? 1);
