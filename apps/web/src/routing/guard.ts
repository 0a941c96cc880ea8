/**
 * The navigation guard of spec §2 as one pure function: the router calls it before every navigation
 * with what the platform adapters know (device, settings map, session) and follows a redirect.
 *
 * Rules, in the spec's order:
 *   1. SYSTEM_MAINTAIN '1': everything except /maintain, /support and /m/support → /maintain.
 *   2. Mobile (or SYSTEM_ONLY_MOBILE_OPEN '1'): non-/m paths → the /m-prefixed path.
 *   3. Desktop: /m paths → the unprefixed path.
 *   4. Desktop with SYSTEM_PC_FORCE_APP '1': everything except /app and /video → /app.
 *   5. A path with a `user` segment needs a logged-in user with an id → /m/login (mobile) or /index.
 *      Except the trade tab (`VISITOR_USER_PATHS`, issue 14): visitors and guests see the ticket and
 *      the prices there and are asked to log in when they submit. Its route says so too
 *      (`openToVisitors`), and a test holds the two equal.
 *   6. (Ours, not the spec's) The login and register pages are not for a logged-in user: home of the
 *      device, or the page that sent the visitor to log in (`returnTo`, the trade ticket's submit)
 *      when that is an address of this app other than these pages. A guest (no user id) may still
 *      log in or register; forgot-password stays open.
 *      While the session is still being established (a stored token being checked, a login or the
 *      user's info on its way) the answer is "wait", not the login page: a reload of a user page
 *      must not throw a logged-in user out.
 *
 * Decisions the spec leaves open (each has a row in guard.test.ts):
 *   - /app, /maintain, /404 and /video exist only unprefixed, so rules 2 and 3 leave them alone
 *     (otherwise /maintain ↔ /m/maintain would loop).
 *   - While maintenance is on, its pages are also exempt from rule 4 (else /maintain → /app →
 *     /maintain); an installed app is a mobile device.
 *   - "/" goes to /m/index on mobile, "/m" to /index on desktop; trailing and repeated slashes are
 *     normalised (so `/m//evil.example` can never become a protocol-relative `//evil.example`).
 *   - Only the path counts: `/index?next=/user/x` is not a user page. Moves between /m and desktop
 *     keep the query string and hash; the maintenance, app and login pages get none.
 *   - Rules apply in one pass, so a redirect target is always allowed: no redirect chains or loops.
 */

export interface GuardSettings {
  SYSTEM_MAINTAIN?: string | null | undefined;
  SYSTEM_ONLY_MOBILE_OPEN?: string | null | undefined;
  SYSTEM_PC_FORCE_APP?: string | null | undefined;
}

export interface GuardInput {
  /** Path with optional query string and hash, as the router sees it (`/m/register?codeNumber=X`). */
  path: string;
  isMobile: boolean;
  /** Inside the native app shell's webview. */
  isInstalledApp?: boolean;
  settings: GuardSettings;
  session: {
    userId: string | number | null | undefined;
    /** The session is being established: a user id may be about to arrive. */
    pending?: boolean | undefined;
  };
  /**
   * Where the login page was asked to return after a login (router state, set by the page that sent
   * the visitor there). Only rule 6 reads it, and only a same-app address that is not itself an
   * account entry page.
   */
  returnTo?: unknown;
}

export type GuardResult = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'wait' };

export const MAINTENANCE_PATH = '/maintain';
export const APP_DOWNLOAD_PATH = '/app';
export const MOBILE_LOGIN_PATH = '/m/login';
export const DESKTOP_HOME_PATH = '/index';
export const MOBILE_HOME_PATH = '/m/index';

const MAINTENANCE_EXEMPT = new Set([MAINTENANCE_PATH, '/support', '/m/support']);
const FORCE_APP_EXEMPT = new Set([APP_DOWNLOAD_PATH, '/video']);
/** Pages that exist only without the /m prefix. */
const UNPREFIXED_ONLY = new Set([APP_DOWNLOAD_PATH, MAINTENANCE_PATH, '/404', '/video']);

const isOn = (value: string | null | undefined) => value === '1';

/** Splits `/a/b/?q=1#h` into a normalised pathname (`/a/b`) and the rest (`?q=1#h`). */
function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  const rawPath = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const collapsed = `/${rawPath}`.replace(/\/{2,}/g, '/');
  const pathname = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return { pathname: pathname || '/', rest };
}

const isMobilePath = (pathname: string) => pathname === '/m' || pathname.startsWith('/m/');

function toMobilePath(pathname: string): string {
  return pathname === '/' || pathname === DESKTOP_HOME_PATH ? MOBILE_HOME_PATH : `/m${pathname}`;
}

/** Drops every leading /m segment (`/m/m/x` → `/x`), so the result is never an /m path again. */
function toDesktopPath(pathname: string): string {
  let unprefixed = pathname;
  while (isMobilePath(unprefixed)) unprefixed = unprefixed.slice(2);
  return unprefixed === '' || unprefixed === '/' ? DESKTOP_HOME_PATH : unprefixed;
}

/**
 * Pages under /user that a visitor may open (unprefixed form): the trade tab, whose ticket asks for
 * a login only when an order is submitted (issue 14).
 */
export const VISITOR_USER_PATHS: ReadonlySet<string> = new Set(['/user/trade']);

const isUserPath = (pathname: string) =>
  pathname.split('/').includes('user') &&
  !VISITOR_USER_PATHS.has(isMobilePath(pathname) ? pathname.slice(2) : pathname);

const ACCOUNT_ENTRY_PATHS = new Set(['/login', '/register', '/m/login', '/m/register']);

/** A same-app address: one leading slash (never `//host`), no backslash tricks. */
export const isAppAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) && !value.includes('\\');

const hasUserId = (userId: string | number | null | undefined) =>
  userId !== null && userId !== undefined && String(userId).trim() !== '';

export function resolveNavigation(input: GuardInput): GuardResult {
  const { settings } = input;
  const { pathname, rest } = splitPath(input.path);
  const maintenance = isOn(settings.SYSTEM_MAINTAIN);
  const mobile =
    input.isMobile || input.isInstalledApp === true || isOn(settings.SYSTEM_ONLY_MOBILE_OPEN);

  // 1. Maintenance.
  if (maintenance && !MAINTENANCE_EXEMPT.has(pathname)) {
    return { type: 'redirect', to: MAINTENANCE_PATH };
  }

  // 2 and 3. The /m prefix follows the device.
  let target = pathname;
  if (!UNPREFIXED_ONLY.has(pathname)) {
    if (mobile && !isMobilePath(pathname)) target = toMobilePath(pathname);
    else if (!mobile && isMobilePath(pathname)) target = toDesktopPath(pathname);
  }

  // 4. Desktop visitors may be sent to the app download page.
  const exemptFromForceApp =
    FORCE_APP_EXEMPT.has(target) || (maintenance && MAINTENANCE_EXEMPT.has(target));
  if (!mobile && isOn(settings.SYSTEM_PC_FORCE_APP) && !exemptFromForceApp) {
    return { type: 'redirect', to: APP_DOWNLOAD_PATH };
  }

  // 5. User pages need a session with a user id.
  if (isUserPath(target) && !hasUserId(input.session.userId)) {
    if (input.session.pending === true) return { type: 'wait' };
    return { type: 'redirect', to: mobile ? MOBILE_LOGIN_PATH : DESKTOP_HOME_PATH };
  }

  // 6. A logged-in user has no use for the login and register pages.
  if (ACCOUNT_ENTRY_PATHS.has(target) && hasUserId(input.session.userId)) {
    const back = input.returnTo;
    if (isAppAddress(back) && !ACCOUNT_ENTRY_PATHS.has(splitPath(back).pathname)) {
      return { type: 'redirect', to: back };
    }
    return { type: 'redirect', to: mobile ? MOBILE_HOME_PATH : DESKTOP_HOME_PATH };
  }

  if (target !== pathname) return { type: 'redirect', to: `${target}${rest}` };
  return { type: 'allow' };
}
