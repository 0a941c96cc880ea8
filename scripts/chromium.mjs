// Where Debian's Chromium lives and how to launch it here: one place for vitest, Playwright and scripts.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The machine has no network: resolve nothing but loopback, so Chromium does not hang on lookups.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];
