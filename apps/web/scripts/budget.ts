/**
 * `npm run budget -w @repo/web`: after `vite build`, prints the JavaScript a visitor transfers (brotli,
 * node:zlib) for the first load of /m/index (entry + its static imports + the route's chunk and its
 * static imports) and for the largest route, against 200 KiB and 365 KiB; checks that the chart
 * library and the sanitizer sit only in chunks that use them; then runs the render benchmark
 * (bench/renderBench.ts) in Chromium. Exits non-zero when a figure is over its limit.
 * It prints figures; it is not a unit test.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { runRenderBench } from './bench/renderBench';

const KiB = 1024;
const FIRST_LOAD_LIMIT = 200 * KiB;
const ROUTE_LIMIT = 365 * KiB;
const appDir = resolve(import.meta.dirname, '..');
const dist = join(appDir, 'dist');
const assets = join(dist, 'assets');

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build in apps/web/dist: run `npx turbo run build --filter=@repo/web` first.');
  process.exit(2);
}

const chunkNames = readdirSync(assets).filter((name) => name.endsWith('.js'));
const code = new Map(chunkNames.map((name) => [name, readFileSync(join(assets, name), 'utf8')]));

const brotli = new Map<string, number>();
function brotliSize(name: string): number {
  let size = brotli.get(name);
  if (size === undefined) {
    size = brotliCompressSync(Buffer.from(code.get(name) ?? ''), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    brotli.set(name, size);
  }
  return size;
}

/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(name: string): string[] {
  const source = code.get(name) ?? '';
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.-]+\.js)["'`]/g)) {
    const before = source.slice(Math.max(0, (match.index ?? 0) - 1), match.index);
    if (before !== '(') found.add(match[1]!);
  }
  return [...found].filter((chunk) => code.has(chunk));
}

function dynamicImports(name: string): string[] {
  const source = code.get(name) ?? '';
  return [...source.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)]
    .map((match) => match[1]!)
    .filter((chunk) => code.has(chunk));
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(name));
  }
  return seen;
}

/** The source files a chunk was built from (its source map). */
function sourcesOf(name: string): string[] {
  const mapFile = join(assets, `${name}.map`);
  if (!existsSync(mapFile)) return [];
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No module entry script in dist/index.html');
const entrySet = closure([entry]);

/** Route modules from the route table: screen id → the file its `load` imports. */
const table = readFileSync(join(appDir, 'src/app/routeTable.ts'), 'utf8');
const routes = [
  ...table.matchAll(
    /id:\s*'([\w-]+)',\s*\n\s*path:\s*'([^']+)'[\s\S]*?load:[^\n]*?import\(\s*'([^']+)'\s*\)/g,
  ),
].map((match) => ({
  id: match[1]!,
  path: match[2]!,
  module: match[3]!.replace(/^\.\.\//, 'src/').replace(/^\.\//, 'src/app/'),
}));

/** The dynamic chunk of a route: the one whose sources include the route's module. */
const dynamicChunks = new Set([...code.keys()].flatMap((name) => dynamicImports(name)));
function routeChunk(module: string): string | undefined {
  const wanted = module.replace(/\.(tsx?|jsx?)$/, '');
  for (const name of dynamicChunks) {
    if (
      sourcesOf(name).some((source) =>
        source.replace(/\.(tsx?|jsx?)$/, '').endsWith(wanted.replace(/^src\//, 'src/')),
      )
    ) {
      return name;
    }
  }
  return undefined;
}

const sum = (names: Iterable<string>) =>
  [...names].reduce((total, name) => total + brotliSize(name), 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

let failed = false;
console.log(
  `Entry ${entry} + static imports: ${entrySet.size} chunks, ${kib(sum(entrySet))} brotli`,
);
const rows: { id: string; path: string; bytes: number; chunks: number }[] = [];
for (const route of routes) {
  const chunk = routeChunk(route.module);
  if (!chunk) {
    console.log(`  (no chunk found for route ${route.id} → ${route.module})`);
    continue;
  }
  const set = new Set([...entrySet, ...closure([chunk])]);
  rows.push({ id: route.id, path: route.path, bytes: sum(set), chunks: set.size });
}
rows.sort((a, b) => b.bytes - a.bytes);
console.log('\nFirst load per route (entry + route chunk, with static imports), brotli:');
for (const row of rows)
  console.log(`  ${row.path.padEnd(12)} ${kib(row.bytes).padStart(10)}  (${row.chunks} chunks)`);

const home = rows.find((row) => row.id === 'home');
if (!home) {
  console.log('\nFAIL: no chunk for the home route (/m/index)');
  failed = true;
} else {
  const over = home.bytes > FIRST_LOAD_LIMIT;
  failed ||= over;
  console.log(
    `\n/m/index first load: ${kib(home.bytes)} (limit ${kib(FIRST_LOAD_LIMIT)}) ${over ? 'OVER' : 'ok'}`,
  );
}
const largest = rows[0];
if (largest) {
  const over = largest.bytes > ROUTE_LIMIT;
  failed ||= over;
  console.log(
    `largest route ${largest.path}: ${kib(largest.bytes)} (limit ${kib(ROUTE_LIMIT)}) ${over ? 'OVER' : 'ok'}`,
  );
}

/** Heavy libraries: only in chunks that use them, never in the entry's static graph. */
const confined = ['lightweight-charts', 'dompurify'];
console.log('\nConfined libraries:');
for (const library of confined) {
  const holders = [...code.keys()].filter((name) =>
    sourcesOf(name).some((source) => source.includes(`node_modules/${library}/`)),
  );
  const inEntry = holders.filter((name) => entrySet.has(name));
  const ok = inEntry.length === 0;
  failed ||= !ok;
  console.log(
    `  ${library}: ${holders.length === 0 ? 'not bundled' : holders.join(', ')}${ok ? '' : `  FAIL: in the first-load graph (${inEntry.join(', ')})`}`,
  );
}

const bench = process.env.BUDGET_SKIP_RENDER ? { ok: true } : await runRenderBench();
failed ||= !bench.ok;

if (failed) {
  console.log('\nbudget: OVER a limit');
  process.exit(1);
}
console.log('\nbudget: within the limits');
