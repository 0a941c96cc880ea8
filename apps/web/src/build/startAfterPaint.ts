import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The app starts after the frame's first paint, not in a race with it.
 *
 * index.html paints its frame (src/build/firstPaint.ts; on the phone home page with the first banner,
 * apps/server src/http/firstPaintBanner.ts) before any JavaScript runs, but the entry chunk is large:
 * when it arrives before the browser has painted, evaluating it (and React's first renders) holds the
 * paint back by that long task. The built index.html therefore runs a tiny start script in its
 * place, which imports it once the browser has painted the frame (and, on the
 * home page, the banner image: the page's largest paint), waiting at most START_WAIT_MS. The entry,
 * its chunks and what it does are unchanged; the start script is a same-origin file (no inline
 * script: the policy's hashes are unchanged) that the service worker precaches with the other files
 * of assets/.
 */
export const START_WAIT_MS = 1000;

/**
 * The start script for the entry at `entryUrl` and the Intl worker at `intlWarmUrl`. Plain ES2017
 * without imports, kept small. "Painted" is the second animation frame: the first is the frame's
 * first paint (none runs while rendering is blocked), the second starts once that paint is out. Not
 * paint timing entries: Safari reports only the first contentful paint, and most pages' frames have
 * no content (skeleton blocks). On the home page the frame after the banner image has loaded (or
 * failed). START_WAIT_MS bounds the wait (a page opened in a background tab runs no animation frames
 * until it is shown).
 *
 * Once the frame is painted, while the entry and the banner still download, the script also starts
 * the browser's internationalisation data (ICU) in a worker (intlWarmSource): the first Intl call of a
 * page loads it and builds the locale lists of each Intl service, 40-90 ms of main thread on this
 * machine. Those are shared by the whole renderer process, so built on the worker's thread they cost
 * the main thread's first Intl calls (react-aria's, as the entry evaluates, then the first render's)
 * about 6 ms instead of one long task (Chromium here, five pages each: 50-95 ms cold, 3-11 ms after
 * a worker's warm-up). Where no worker can start, the main thread warms up as before. Under Trusted
 * Types the worker's URL comes from the 'intl-warm' policy, which passes that one URL only (the server's
 * policy names it: apps/server src/http/securityHeaders.ts).
 */
export function startScriptSource(entryUrl: string, intlWarmUrl: string): string {
  return `const b=document.getElementById('boot-banner'),
painted=()=>new Promise((done)=>requestAnimationFrame(()=>requestAnimationFrame(done))),
u=${JSON.stringify(intlWarmUrl)},t=self.trustedTypes,
warm=()=>{try{new Worker(t?t.createPolicy('intl-warm',{createScriptURL:(s)=>{if(s!==u)throw new TypeError(s);return s}}).createScriptURL(u):u)}catch(e){try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language])}catch(e){}}},
banner=b&&!b.complete?new Promise((done)=>{b.addEventListener('load',done);b.addEventListener('error',done)}):null;
painted().then(warm);
Promise.race([Promise.resolve(banner).then(painted),new Promise((done)=>setTimeout(done,${START_WAIT_MS}))]).then(()=>import(${JSON.stringify(entryUrl)}));
`;
}

/**
 * The worker that loads ICU off the main thread: the Intl services the first screens use (react-aria's
 * locale checks, numbers, plurals, dates), in the device's language, then it ends itself. A classic
 * worker script, same origin (the policy's script-src 'self' covers it).
 */
export function intlWarmSource(): string {
  return `try{const l=navigator.language;Intl.DateTimeFormat.supportedLocalesOf([l]);new Intl.Locale(l).maximize();new Intl.NumberFormat(l).format(1.5);new Intl.PluralRules(l).select(1);new Intl.DateTimeFormat(l).format(0)}catch(e){}close();
`;
}

/**
 * index.html with the entry's script tag replaced by the start script. No module preload of the entry:
 * its download starts with the start script's import, after the frame's paint, instead of sharing the
 * connection with what that paint needs (the stylesheet; on the home page the banner). Lighthouse's
 * simulated first paint counts every request started before the paint, so a preload of the 141 KiB
 * entry put /m/quotation's and /m/login's first paint at 1.8-1.9 s and the home page's, which had
 * none, at 1.1 s (three runs each: 1.85 -> 1.11 s and 1.80 -> 1.05 s without it). The cost is that
 * the entry arrives one paint later.
 */
export function withStartScript(html: string, entryUrl: string, startUrl: string): string {
  const tag = new RegExp(
    `<script type="module" crossorigin src="${entryUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`,
  );
  if (!tag.test(html)) throw new Error(`index.html has no module script for ${entryUrl}`);
  return html.replace(tag, `<script type="module" crossorigin src="${startUrl}"></script>`);
}

const contentHash = (source: string) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 8);

export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      // Builds of another page (the budget's render bench builds scripts/bench/index.html) keep their
      // entry as it is: only the app's index.html paints a frame first.
      if (!html) return;
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (html.type !== 'asset' || !entry)
        this.error('start-after-paint: the app build has no entry chunk for its index.html');
      const entryUrl = `/${entry.fileName}`;
      const intlWarm = intlWarmSource();
      const intlWarmName = `assets/intl-${contentHash(intlWarm)}.js`;
      this.emitFile({ type: 'asset', fileName: intlWarmName, source: intlWarm });
      const source = startScriptSource(entryUrl, `/${intlWarmName}`);
      const fileName = `assets/start-${contentHash(source)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = withStartScript(String(html.source), entryUrl, `/${fileName}`);
    },
  };
}
