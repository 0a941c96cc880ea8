import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteParams } from '../modules/content/service';
import * as throttle from '../modules/auth/throttle';
import { destinations } from '../realtime/destinations';
import type { AppContext } from '../kernel/context';
import { compressShell, preferredEncoding } from './compression';
import { frameBannerSource, withFrameBanner } from './firstPaintBanner';

/**
 * Security headers on every answer of the server (the web app, its assets, the SPA fallback, /api
 * and its errors), and the endpoint that receives the browser's CSP and Trusted Types reports.
 *
 * - Scripts: 'self', the hashes of inline <script>s in the built index.html, and the origins of the
 *   operator's service and statistics scripts (site parameters; re-read when they change). No
 *   'unsafe-inline', no 'unsafe-eval'.
 * - Styles: 'self', the hashes of inline <style>s in index.html, and a fresh nonce per app-shell answer,
 *   published to the page in `<meta property="csp-nonce">`: react-aria reads it for the small <style>
 *   elements it inserts (pressable touch-action, iOS scroll lock).
 * - Trusted Types are required in report-only mode; the one HTML sink (RichText) hands DOM a
 *   TrustedHTML from DOMPurify's 'dompurify' policy, and the service worker's registration a
 *   TrustedScriptURL from the 'service-worker' policy (its one fixed URL), and the start script's Intl
 *   warm-up worker one from the 'intl-warm' policy (also its one URL; apps/web
 *   src/build/startAfterPaint.ts).
 */

/** Outside /api (the contract's namespace): a server-only route, like the operator routes. */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting API group name of `report-to` (Reporting-Endpoints header). */
const REPORT_GROUP = 'csp-endpoint';
/** A browser report is a few hundred bytes; Chrome batches a few into one reports+json body. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports per client address and minute; the rest get 429 (a page in a loop must not flood the log). */
export const CSP_REPORT_RATE: throttle.Limit = { max: 30, windowMs: 60_000 };
/** Site parameters whose values name the operator's injected scripts (spec §3). */
export const OPERATOR_SCRIPT_PARAMS = ['ONLINE_SERVICE_SCRIPT', 'STATISTICS_SCRIPT'] as const;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * CSP hash sources of the inline <script> and <style> elements of an HTML page. The hash is over the
 * element's text as the browser's parser sees it (line endings normalised to LF).
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const text = html.replace(/\r\n?/g, '\n');
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    scripts.push(sha256(m[2]!));
  }
  for (const m of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    styles.push(sha256(m[1]!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The https origins named by the operator's script parameters: a script URL, or a snippet with
 * `<script src="https://…">` (any absolute https URL in the value counts). Inline code in a snippet
 * is not allowed by the policy; an operator script must be a file on an https origin.
 */
export function operatorScriptOrigins(params: Readonly<Record<string, string | undefined>>) {
  const origins = new Set<string>();
  for (const key of OPERATOR_SCRIPT_PARAMS) {
    const value = params[key] ?? '';
    // `https://…` or a scheme-relative `//…` (not the `//` of another scheme such as http:).
    for (const m of value.matchAll(/(?:^|[^\w:.+-])((?:https:)?\/\/[^\s"'<>`()\\]+)/gi)) {
      const raw = m[1]!.startsWith('//') ? `https:${m[1]}` : m[1]!;
      try {
        const url = new URL(raw);
        if (url.protocol === 'https:' && url.hostname) origins.add(url.origin);
      } catch {
        // Not a URL: ignored.
      }
    }
  }
  return [...origins].sort();
}

/** A Host header that may be repeated inside a header value: a host name or IP and a port. */
const SAFE_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface PolicyInput {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  operatorOrigins: readonly string[];
  /** The request's Host, for the STOMP WebSocket (ws/wss on the same host). */
  host?: string | undefined;
  /** Style nonce of an app-shell answer. */
  nonce?: string | undefined;
}

export function contentSecurityPolicy(input: PolicyInput): string {
  const host = input.host && SAFE_HOST.test(input.host) ? input.host : null;
  const sockets = host ? [`ws://${host}`, `wss://${host}`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...input.scriptHashes, ...input.operatorOrigins],
    [
      'style-src',
      "'self'",
      ...input.styleHashes,
      ...(input.nonce ? [`'nonce-${input.nonce}'`] : []),
    ],
    // Operator banners, logos and icons are https URLs; the app draws some images as data: URLs.
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...sockets, ...input.operatorOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', REPORT_GROUP],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Report-only: every string that reaches a DOM script sink is reported; the policies are DOMPurify's
 * the one that hands the service worker's fixed URL to `serviceWorker.register`, and the start
 * script's, which hands the Intl worker's fixed URL to `new Worker`.
 */
export const TRUSTED_TYPES_REPORT_ONLY = [
  "require-trusted-types-for 'script'",
  'trusted-types dompurify service-worker intl-warm',
  `report-uri ${CSP_REPORT_PATH}`,
  `report-to ${REPORT_GROUP}`,
].join('; ');

/** Headers that do not depend on the request. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy-report-only': TRUSTED_TYPES_REPORT_ONLY,
  'reporting-endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers without frame-ancestors.
  'x-frame-options': 'DENY',
};

/** The built index.html, re-read when the file changes (a rebuild while the server runs). */
class AppShell {
  private mtimeMs = -1;
  private size = -1;
  private html = '';
  private hashes = { scripts: [] as string[], styles: [] as string[] };

  constructor(readonly file: string) {}

  /** What `current` last read (reading the file only the first time). */
  lastRead() {
    return this.mtimeMs === -1 ? this.current() : { html: this.html, hashes: this.hashes };
  }

  current() {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      // No build (an API-only server): read as empty, and `lastRead` does not look again.
      this.mtimeMs = -2;
      this.size = -1;
      this.html = '';
      this.hashes = { scripts: [], styles: [] };
      return { html: this.html, hashes: this.hashes };
    }
    if (stat.mtimeMs !== this.mtimeMs) {
      this.html = fs.readFileSync(this.file, 'utf8');
      this.hashes = inlineHashes(this.html);
      this.mtimeMs = stat.mtimeMs;
      this.size = stat.size;
    }
    return { html: this.html, hashes: this.hashes };
  }

  /**
   * A HEAD answer of the static files carries no file stream: it is the shell's when its headers
   * describe the file (same length and modification time).
   */
  describedBy(reply: FastifyReply): boolean {
    this.current();
    const modified = reply.getHeader('last-modified');
    return (
      String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
      Number(reply.getHeader('content-length')) === this.size &&
      typeof modified === 'string' &&
      Date.parse(modified) === Math.floor(this.mtimeMs / 1000) * 1000
    );
  }

  /** The page with the style nonce published for scripts that insert <style> elements. */
  render(nonce: string): string {
    const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
    const { html } = this.current();
    const head = /<head\b[^>]*>/i.exec(html);
    if (!head) return meta + html;
    const at = head.index + head[0].length;
    return html.slice(0, at) + meta + html.slice(at);
  }
}

interface CspReportSummary {
  documentUrl: unknown;
  directive: unknown;
  blocked: unknown;
  disposition: unknown;
  source: unknown;
  sample: unknown;
}

/** report-uri bodies (`{"csp-report": {...}}`) and Reporting API bodies (`[{type, body}]`). */
export function summariseReports(body: unknown): CspReportSummary[] {
  const clip = (value: unknown) =>
    typeof value === 'string' ? value.slice(0, 300) : typeof value === 'number' ? value : undefined;
  const out: CspReportSummary[] = [];
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    out.push({
      documentUrl: clip(legacy['document-uri']),
      directive: clip(legacy['effective-directive'] ?? legacy['violated-directive']),
      blocked: clip(legacy['blocked-uri']),
      disposition: clip(legacy.disposition),
      source: clip(
        [legacy['source-file'], legacy['line-number'], legacy['column-number']]
          .filter((v) => v !== undefined)
          .join(':') || undefined,
      ),
      sample: clip(legacy['script-sample']),
    });
  }
  if (Array.isArray(body)) {
    for (const report of body.slice(0, 20) as {
      type?: unknown;
      body?: Record<string, unknown>;
    }[]) {
      if (report?.type !== 'csp-violation' || !report.body || typeof report.body !== 'object')
        continue;
      const r = report.body;
      out.push({
        documentUrl: clip(r.documentURL),
        directive: clip(r.effectiveDirective),
        blocked: clip(r.blockedURL),
        disposition: clip(r.disposition),
        source: clip(
          [r.sourceFile, r.lineNumber, r.columnNumber].filter((v) => v !== undefined).join(':') ||
            undefined,
        ),
        sample: clip(r.sample),
      });
    }
  }
  return out;
}

export interface SecurityHeaderOptions {
  /** The built web app; its index.html is the app shell. */
  webDist: string;
  /** Where reports go (one JSON line per violation); console.warn by default. */
  logReport?: (report: CspReportSummary) => void;
}

/**
 * Adds the headers to every answer and the report endpoint. Call after the /api routes are
 * registered (the report route answers errors through their envelope).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  ctx: AppContext,
  options: SecurityHeaderOptions,
) {
  const shell = new AppShell(path.resolve(options.webDist, 'index.html'));
  const frameBanner = frameBannerSource(ctx);
  let operatorOrigins = operatorScriptOrigins(await siteParams(ctx));
  // The newest read wins, whatever order the reads finish in.
  let generation = 0;
  const reread = async () => {
    const mine = ++generation;
    try {
      const origins = operatorScriptOrigins(await siteParams(ctx));
      if (mine === generation) operatorOrigins = origins;
    } catch (error) {
      console.error('reading site parameters for the CSP failed', error);
    }
  };
  // Site parameters changed (on this or, through the broker, another instance): re-read the origins.
  const unsubscribe = ctx.broker.subscribe(destinations.refreshUiUser, () => void reread());
  app.addHook('onClose', async () => unsubscribe());

  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      let nonce: string | undefined;
      let body = payload;
      const isShell =
        reply.statusCode === 200 &&
        (payload instanceof fs.ReadStream
          ? path.resolve(String(payload.path)) === shell.file
          : request.method === 'HEAD' && shell.describedBy(reply));
      if (isShell) {
        // The app shell: a fresh nonce each time, so no validator; `no-cache` makes every use ask the
        // server again (a stored copy, e.g. for back/forward, is never reused unasked). (HEAD gets the
        // same headers, and the length of the page it would get.)
        if (payload instanceof Readable) payload.destroy();
        nonce = randomBytes(18).toString('base64');
        // The home page's frame paints its first banner (its largest paint) before any JavaScript.
        const html = withFrameBanner(shell.render(nonce), await frameBanner(request.url));
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        body = encoding ? compressShell(html, encoding) : html;
        if (encoding) reply.header('content-encoding', encoding);
        reply.header('vary', 'accept-encoding');
        reply.removeHeader('content-length');
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
        reply.header('cache-control', 'no-cache');
      }
      // The hashes matter for the shell, which is checked against its file above; any other answer (an
      // API's JSON, an asset) takes them as last read, without a look at the file on every request.
      const { hashes } = isShell ? shell.current() : shell.lastRead();
      reply.headers(STATIC_SECURITY_HEADERS);
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({
          scriptHashes: hashes.scripts,
          styleHashes: hashes.styles,
          operatorOrigins,
          host: request.headers.host,
          nonce,
        }),
      );
      return body;
    },
  );

  const logReport =
    options.logReport ?? ((report) => console.warn(`CSP report ${JSON.stringify(report)}`));
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_req, text, done) => {
        try {
          done(null, JSON.parse(String(text)));
        } catch {
          done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }));
        }
      },
    );
    scope.post(
      CSP_REPORT_PATH,
      {
        bodyLimit: CSP_REPORT_BODY_LIMIT,
        // Counted in the database, like the contract's limits (http/rateLimit.ts).
        preHandler: async (req: FastifyRequest) =>
          throttle.consume(ctx.db, `csp-report:${req.ip}`, CSP_REPORT_RATE),
      },
      async (req, reply) => {
        for (const report of summariseReports(req.body)) logReport(report);
        return reply.code(204).send();
      },
    );
  });
}
