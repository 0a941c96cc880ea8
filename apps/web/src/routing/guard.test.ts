import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveNavigation, type GuardInput, type GuardSettings } from './guard';

const OFF: GuardSettings = {
  SYSTEM_MAINTAIN: '0',
  SYSTEM_ONLY_MOBILE_OPEN: '0',
  SYSTEM_PC_FORCE_APP: '0',
};
const MAINTAIN: GuardSettings = { ...OFF, SYSTEM_MAINTAIN: '1' };
const ONLY_MOBILE: GuardSettings = { ...OFF, SYSTEM_ONLY_MOBILE_OPEN: '1' };
const FORCE_APP: GuardSettings = { ...OFF, SYSTEM_PC_FORCE_APP: '1' };
const GUEST = { userId: null };
const USER = { userId: 42 };
/** A stored token being checked, or a login whose user info has not arrived yet. */
const PENDING = { userId: null, pending: true };

type Row = [
  label: string,
  path: string,
  device: 'mobile' | 'desktop' | 'app',
  settings: GuardSettings,
  session: GuardInput['session'],
  expected: string | 'allow' | 'wait',
];

const rows: Row[] = [
  // 1. maintenance
  ['maintenance sends pages to /maintain', '/m/index', 'mobile', MAINTAIN, USER, '/maintain'],
  ['maintenance sends desktop pages too', '/quotation', 'desktop', MAINTAIN, GUEST, '/maintain'],
  ['maintenance page itself is allowed', '/maintain', 'mobile', MAINTAIN, GUEST, 'allow'],
  ['support stays reachable on mobile', '/m/support', 'mobile', MAINTAIN, GUEST, 'allow'],
  ['support stays reachable on desktop', '/support', 'desktop', MAINTAIN, GUEST, 'allow'],
  [
    'desktop support under /m loses the prefix',
    '/m/support',
    'desktop',
    MAINTAIN,
    GUEST,
    '/support',
  ],
  ['mobile support gains the prefix', '/support', 'mobile', MAINTAIN, GUEST, '/m/support'],
  [
    'maintenance wins over force-app',
    '/maintain',
    'desktop',
    { ...MAINTAIN, SYSTEM_PC_FORCE_APP: '1' },
    GUEST,
    'allow',
  ],
  ['maintenance wins over login', '/m/user/wallet', 'mobile', MAINTAIN, GUEST, '/maintain'],
  [
    'a flag other than "1" is off',
    '/m/index',
    'mobile',
    { ...OFF, SYSTEM_MAINTAIN: 'true' },
    GUEST,
    'allow',
  ],
  // 2. mobile prefix
  ['mobile root goes to the mobile home', '/', 'mobile', OFF, GUEST, '/m/index'],
  ['mobile gets the /m prefix', '/quotation', 'mobile', OFF, GUEST, '/m/quotation'],
  ['mobile desktop home → mobile home', '/index', 'mobile', OFF, GUEST, '/m/index'],
  [
    'mobile keeps the query string',
    '/register?codeNumber=AB12',
    'mobile',
    OFF,
    GUEST,
    '/m/register?codeNumber=AB12',
  ],
  ['/market is not an /m path', '/market', 'mobile', OFF, GUEST, '/m/market'],
  [
    'only-mobile moves desktop visitors to /m',
    '/quotation',
    'desktop',
    ONLY_MOBILE,
    GUEST,
    '/m/quotation',
  ],
  [
    'only-mobile keeps /m paths for desktop',
    '/m/quotation',
    'desktop',
    ONLY_MOBILE,
    GUEST,
    'allow',
  ],
  [
    'bare /m is allowed on mobile (the router redirects to /m/index)',
    '/m',
    'mobile',
    OFF,
    GUEST,
    'allow',
  ],
  [
    'a trailing slash alone is no reason to redirect',
    '/m/quotation/',
    'mobile',
    OFF,
    GUEST,
    'allow',
  ],
  ['installed app counts as mobile', '/quotation', 'app', OFF, GUEST, '/m/quotation'],
  ['installed app ignores force-app', '/m/index', 'app', FORCE_APP, GUEST, 'allow'],
  // 3. desktop prefix
  ['desktop loses the /m prefix', '/m/quotation', 'desktop', OFF, GUEST, '/quotation'],
  ['desktop /m → home', '/m', 'desktop', OFF, GUEST, '/index'],
  ['desktop /m/ → home', '/m/', 'desktop', OFF, GUEST, '/index'],
  [
    'desktop drops a doubled prefix in one step',
    '/m/m/quotation',
    'desktop',
    OFF,
    GUEST,
    '/quotation',
  ],
  ['desktop /m/m → home in one step', '/m/m', 'desktop', OFF, GUEST, '/index'],
  [
    'desktop keeps query and hash',
    '/m/register?codeNumber=X#top',
    'desktop',
    OFF,
    GUEST,
    '/register?codeNumber=X#top',
  ],
  ['desktop root is allowed', '/', 'desktop', OFF, GUEST, 'allow'],
  [
    'repeated slashes cannot make a protocol-relative URL',
    '/m//evil.example/x',
    'desktop',
    OFF,
    GUEST,
    '/evil.example/x',
  ],
  ['/app exists only unprefixed', '/app', 'mobile', OFF, GUEST, 'allow'],
  ['/404 exists only unprefixed', '/404', 'mobile', OFF, GUEST, 'allow'],
  // 4. force app
  ['force-app sends desktop visitors to /app', '/index', 'desktop', FORCE_APP, USER, '/app'],
  ['force-app lets /app through', '/app', 'desktop', FORCE_APP, GUEST, 'allow'],
  ['force-app lets /video through', '/video', 'desktop', FORCE_APP, GUEST, 'allow'],
  ['force-app does not apply on mobile', '/m/index', 'mobile', FORCE_APP, GUEST, 'allow'],
  [
    'force-app applies to /m paths on desktop',
    '/m/user/wallet',
    'desktop',
    FORCE_APP,
    USER,
    '/app',
  ],
  [
    'force-app does not apply with only-mobile',
    '/m/index',
    'desktop',
    { ...FORCE_APP, SYSTEM_ONLY_MOBILE_OPEN: '1' },
    GUEST,
    'allow',
  ],
  // 5. login
  ['mobile user page needs login', '/m/user/wallet', 'mobile', OFF, GUEST, '/m/login'],
  ['desktop user page needs login', '/user/wallet', 'desktop', OFF, GUEST, '/index'],
  ['logged-in user passes', '/m/user/wallet', 'mobile', OFF, USER, 'allow'],
  // The trade tab is open to visitors (issue 14): they see the ticket and log in to submit.
  ['a visitor sees the mobile trade tab', '/m/user/trade', 'mobile', OFF, GUEST, 'allow'],
  ['a visitor sees the desktop trade page', '/user/trade?id=2', 'desktop', OFF, GUEST, 'allow'],
  ['the trade tab does not wait for a session', '/m/user/trade', 'mobile', OFF, PENDING, 'allow'],
  ['only the trade tab itself is open', '/m/user/trade/orders', 'mobile', OFF, GUEST, '/m/login'],
  ['string user id passes', '/m/user/index', 'mobile', OFF, { userId: 'u-1' }, 'allow'],
  ['empty user id is no user', '/m/user/index', 'mobile', OFF, { userId: '' }, '/m/login'],
  [
    'a user page waits while the session is established',
    '/m/user/message',
    'mobile',
    OFF,
    PENDING,
    'wait',
  ],
  ['so does a desktop user page', '/user/wallet', 'desktop', OFF, PENDING, 'wait'],
  ['other pages do not wait for the session', '/m/quotation', 'mobile', OFF, PENDING, 'allow'],
  ['maintenance does not wait either', '/m/user/wallet', 'mobile', MAINTAIN, PENDING, '/maintain'],
  [
    '/user in the query does not count',
    '/m/index?next=/user/wallet',
    'mobile',
    OFF,
    GUEST,
    'allow',
  ],
  ['/user in the hash does not count', '/m/index#/user', 'mobile', OFF, GUEST, 'allow'],
  [
    'a word starting with user is not a user page',
    '/m/username-rules',
    'mobile',
    OFF,
    GUEST,
    'allow',
  ],
  ['prefix move and login in one step', '/user/wallet', 'mobile', OFF, GUEST, '/m/login'],
  [
    'desktop /m user page without login goes home',
    '/m/user/wallet',
    'desktop',
    OFF,
    GUEST,
    '/index',
  ],
  ['trailing slash on a user page still needs login', '/m/user/', 'mobile', OFF, GUEST, '/m/login'],
  ['missing settings mean off', '/m/index', 'mobile', {}, GUEST, 'allow'],
  // 6. the login and register pages are not for a logged-in user: home
  ['a user on the login page goes home', '/m/login', 'mobile', OFF, USER, '/m/index'],
  ['a user on the register page goes home', '/m/register', 'mobile', OFF, USER, '/m/index'],
  [
    'an invite link does not register a user again',
    '/m/register?codeNumber=X',
    'mobile',
    OFF,
    USER,
    '/m/index',
  ],
  ['a desktop user on the login page goes home', '/login', 'desktop', OFF, USER, '/index'],
  ['a desktop user on /m/register goes home', '/m/register', 'desktop', OFF, USER, '/index'],
  ['a guest may log in', '/m/login', 'mobile', OFF, GUEST, 'allow'],
  ['a visitor may register', '/register', 'desktop', OFF, GUEST, 'allow'],
  ['the login page does not wait for the session', '/m/login', 'mobile', OFF, PENDING, 'allow'],
  ['a user may still reset a password', '/m/forget', 'mobile', OFF, USER, 'allow'],
];

function input(
  path: string,
  device: Row[2],
  settings: GuardSettings,
  session: GuardInput['session'],
): GuardInput {
  return {
    path,
    isMobile: device === 'mobile',
    isInstalledApp: device === 'app',
    settings,
    session,
  };
}

describe('resolveNavigation', () => {
  it.each(rows)('%s: %s', (_label, path, device, settings, session, expected) => {
    const result = resolveNavigation(input(path, device, settings, session));
    expect(result).toEqual(
      expected === 'allow' || expected === 'wait'
        ? { type: expected }
        : { type: 'redirect', to: expected },
    );
  });

  it.each(rows)(
    'the redirect target of "%s" is allowed',
    (_label, path, device, settings, session) => {
      const result = resolveNavigation(input(path, device, settings, session));
      if (result.type === 'redirect') {
        expect(resolveNavigation(input(result.to, device, settings, session))).toEqual({
          type: 'allow',
        });
      }
    },
  );

  // 6. a login asked for by a page (the trade ticket) leads back there, not home
  it.each([
    ['the trade ticket', '/m/user/trade?id=1', '/m/user/trade?id=1'],
    ['another site', '//evil.example/x', '/m/index'],
    ['a backslash trick', '/\\evil.example', '/m/index'],
    ['the register page', '/m/register', '/m/index'],
    ['not an address', 42, '/m/index'],
  ] as const)('a user on the login page sent from %s goes to %s', (_label, returnTo, expected) => {
    expect(resolveNavigation({ ...input('/m/login', 'mobile', OFF, USER), returnTo })).toEqual({
      type: 'redirect',
      to: expected,
    });
  });

  it('a guest on the login page with a returnTo stays to log in', () => {
    expect(
      resolveNavigation({ ...input('/m/login', 'mobile', OFF, GUEST), returnTo: '/m/user/trade' }),
    ).toEqual({ type: 'allow' });
  });

  const segment = fc.constantFrom(
    'm',
    'user',
    'index',
    'quotation',
    'app',
    'video',
    'maintain',
    'support',
    'login',
    '404',
    'wallet',
    'market',
    'users',
    '',
    'register',
  );
  const pathArbitrary = fc
    .tuple(
      fc.array(segment, { maxLength: 4 }),
      fc.constantFrom('', '/', '//'),
      fc.constantFrom('', '?codeNumber=1', '?next=/user/x', '#/user'),
    )
    .map(([segments, trailing, rest]) => `/${segments.join('/')}${trailing}${rest}`);
  const flag = fc.constantFrom<string | undefined>('1', '0', undefined);

  it('never redirects to a page it would redirect again (no chains, no loops)', () => {
    fc.assert(
      fc.property(
        pathArbitrary,
        fc.constantFrom('mobile', 'desktop', 'app') as fc.Arbitrary<Row[2]>,
        fc.record({
          SYSTEM_MAINTAIN: flag,
          SYSTEM_ONLY_MOBILE_OPEN: flag,
          SYSTEM_PC_FORCE_APP: flag,
        }),
        fc.constantFrom<GuardInput['session']>(GUEST, USER, PENDING),
        (path, device, settings, session) => {
          const first = resolveNavigation(input(path, device, settings, session));
          if (first.type === 'redirect') {
            expect(first.to.startsWith('/')).toBe(true);
            expect(first.to.startsWith('//')).toBe(false);
            expect(resolveNavigation(input(first.to, device, settings, session))).toEqual({
              type: 'allow',
            });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
