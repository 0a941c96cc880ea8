/**
 * The addresses the acceptance walk (walk.spec.ts) opens: one per route of the app's route table, in
 * its mobile form (the desktop walk drops the `/m`). A unit test (src/app/walkRoutes.test.ts) holds
 * this list equal to the route table, so a new screen cannot be left out of the walk. Addresses with
 * an id take a real id from the seeded data; `{message}`, `{help}` and `{poster}` are filled in by the
 * walk from the server's lists, so they always name something that exists.
 */
export interface WalkRoute {
  /** Route-table path the address stands for (`user/message/detail/:id`). */
  route: string;
  /** Mobile address to open. */
  address: string;
  /** Only for a logged-in user (the guard sends a visitor to log in). */
  userOnly?: boolean;
  /** Opened without the device prefix on phones too (pages that exist only unprefixed). */
  unprefixed?: boolean;
}

export const walkRoutes: readonly WalkRoute[] = [
  { route: 'index', address: '/m/index' },
  { route: 'quotation', address: '/m/quotation' },
  { route: 'market', address: '/m/market?id=1' },
  { route: 'user/trade', address: '/m/user/trade?id=1' },
  { route: 'trade/rules/:id', address: '/m/trade/rules/1' },
  { route: 'login', address: '/m/login' },
  { route: 'register', address: '/m/register' },
  { route: 'forget', address: '/m/forget' },
  // Opening it starts nothing (only its button does).
  { route: 'demo', address: '/m/demo' },
  { route: 'language', address: '/m/language' },
  { route: 'faq', address: '/m/faq' },
  { route: 'help', address: '/m/help' },
  { route: 'help/detail/:id', address: '/m/help/detail/{help}' },
  { route: 'terms', address: '/m/terms' },
  { route: 'privacy', address: '/m/privacy' },
  { route: 'about', address: '/m/about' },
  { route: 'search', address: '/m/search' },
  { route: 'poster', address: '/m/poster' },
  { route: 'poster/cate', address: '/m/poster/cate' },
  { route: 'poster/detail/:id', address: '/m/poster/detail/{poster}' },
  { route: 'support', address: '/m/support' },
  { route: 'bet', address: '/m/bet' },
  { route: 'user/message', address: '/m/user/message', userOnly: true },
  { route: 'user/message/detail/:id', address: '/m/user/message/detail/{message}', userOnly: true },
  { route: 'user/trade/orders', address: '/m/user/trade/orders', userOnly: true },
  // No seeded order exists: the walk sees the detail screen's "does not exist" state.
  {
    route: 'user/trade/position/:orderNo',
    address: '/m/user/trade/position/O0000000000',
    userOnly: true,
  },
  { route: 'user/recharge', address: '/m/user/recharge', userOnly: true },
  { route: 'user/withdraw', address: '/m/user/withdraw', userOnly: true },
  { route: 'user/bankCard', address: '/m/user/bankCard', userOnly: true },
  { route: 'user/forgetTkPwd', address: '/m/user/forgetTkPwd', userOnly: true },
  { route: 'user/index', address: '/m/user/index', userOnly: true },
  { route: 'user/wallet', address: '/m/user/wallet', userOnly: true },
  { route: 'user/billList', address: '/m/user/billList', userOnly: true },
  { route: 'user/rechargeList', address: '/m/user/rechargeList', userOnly: true },
  { route: 'user/withdrawList', address: '/m/user/withdrawList', userOnly: true },
  { route: 'user/exchange', address: '/m/user/exchange', userOnly: true },
  { route: 'user/exchange/records', address: '/m/user/exchange/records', userOnly: true },
  { route: 'app', address: '/app', unprefixed: true },
  { route: '404', address: '/404', unprefixed: true },
  { route: 'maintain', address: '/maintain', unprefixed: true },
];
