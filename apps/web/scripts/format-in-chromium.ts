/**
 * Runs the formatting module in Debian's Chromium, where the ICU gap of I18N.md lives (Node has full
 * ICU and never shows it): `npm run check:format-chromium -w @repo/web`. Bundles a probe with esbuild,
 * serves it on 127.0.0.1 (port 0), and fails when a number shows non-Latin digits, a decimal string
 * loses precision, a listed language keeps the browser's fallback after its data is loaded, or a
 * direction is wrong. Set CHROMIUM_PATH to use another Chromium.
 */
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { chromium } from 'playwright';
import { WEB_ROOT } from './i18n-files';

const probe = `
import * as f from '@repo/ui/format';
import { directionOf } from './src/i18n/document';
import { LOCALES } from './src/i18n/locales';
const row = (l) => ({
  price: f.formatPrice('12345678901234567.125', l, 2),
  amount: f.formatAmount('1234567.89999', l),
  change: f.formatChangeRate('-1.236', l),
  compact: f.formatCompact('2500000000', l),
  money: f.formatCurrency('1234.5', l),
  date: f.formatDateTime(Date.UTC(2024, 0, 2, 3, 4, 5), l, 'UTC'),
  parsed: f.parseAmountInput('١٬٢٣٤٫٥', l),
  dir: directionOf(l),
});
const before = {}, after = {};
for (const { tag } of LOCALES) before[tag] = row(tag);
for (const { tag } of LOCALES) await f.loadNumberLocaleData(tag);
for (const { tag } of LOCALES) after[tag] = row(tag);
window.result = { before, after, dirs: Object.fromEntries(LOCALES.map((l) => [l.tag, l.dir])) };
`;

const bundle = await build({
  stdin: { contents: probe, resolveDir: WEB_ROOT, loader: 'ts' },
  bundle: true,
  format: 'esm',
  write: false,
  logLevel: 'warning',
});
const script = bundle.outputFiles[0]?.text ?? '';
const server = createServer((request, response) => {
  if (request.url === '/probe.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  } else {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><script type="module" src="/probe.js"></script>');
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

type Row = Record<string, string | null>;
type Result = {
  before: Record<string, Row>;
  after: Record<string, Row>;
  dirs: Record<string, string>;
};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const failures: string[] = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'result' in window, null, { timeout: 20_000 });
  const result = await page.evaluate(() => (window as unknown as { result: Result }).result);
  console.log(`Chromium ${browser.version()}`);
  const gap = ['mn', 'ckb', 'si', 'sq', 'km', 'my', 'lo', 'uz', 'az', 'kk'];
  for (const [tag, row] of Object.entries(result.after)) {
    const values = Object.values(row).join(' ');
    if ([...values].some((c) => /\p{Nd}/u.test(c) && !/[0-9]/.test(c))) {
      failures.push(`${tag}: non-Latin digits in ${values}`);
    }
    if (!(row.price ?? '').replace(/\D/g, '').endsWith('1234567890123456713')) {
      failures.push(`${tag}: price lost precision: ${row.price}`);
    }
    if (row.date !== '2024-01-02 03:04:05') failures.push(`${tag}: date ${row.date}`);
    if (row.parsed !== '1234.5') failures.push(`${tag}: parsed ${row.parsed}`);
    if (row.dir !== result.dirs[tag]) failures.push(`${tag}: direction ${row.dir}`);
    const language = tag.split('-')[0] ?? '';
    if (gap.includes(language) && language !== 'ckb' && /\d[BG]$/.test(row.compact ?? '')) {
      failures.push(`${tag}: compact still the fallback after loading data: ${row.compact}`);
    }
    console.log(
      `${tag.padEnd(11)} ${JSON.stringify(result.before[tag]?.compact)} → ${JSON.stringify(row)}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log('formatting in Chromium: all 40 locales pass');
