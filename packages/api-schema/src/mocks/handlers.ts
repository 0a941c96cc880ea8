import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../generated/schema';
import * as f from './fixtures';

/** A success envelope around `data`. */
export function ok<T>(data: T): { code: number; msg: string; data: T } {
  return { code: 0, msg: 'success', data };
}

const MOCK_TOKEN = 'mock-session-token';
const MOCK_GUEST_TOKEN = 'mock-guest-token';
const MOCK_DEMO_TOKEN = 'mock-demo-token';
const svg = () =>
  new Response(f.captchaSvg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });

/**
 * Typed msw handlers for every operation of the document, answering with the fixtures. `baseUrl` is where
 * the API lives (default `/api`; use `*\/api` to match any origin). Prepend your own handlers (msw
 * `server.use`, Storybook `parameters.msw`) to change one answer.
 */
export function createHandlers(baseUrl = '*/api'): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl });
  const login = { token: MOCK_TOKEN, userInfo: f.userInfo };
  const loggedIn = { headers: { authorization: MOCK_TOKEN } };
  return [
    // auth
    // Answers by the token sent: none → no session, the mock guest (demo) token → a guest (a demo
    // account), else the user.
    http.post('/oauth/checkLogin', ({ request, response }) => {
      const token = request.headers.get('x-user-token');
      const role = !token
        ? null
        : token === MOCK_GUEST_TOKEN
          ? 'guest'
          : token === MOCK_DEMO_TOKEN
            ? 'demo'
            : f.userInfo.role;
      return response(200).json(ok({ isLogin: role !== null, role }));
    }),
    http.post('/oauth/login', ({ response }) => response(200).json(ok(login), loggedIn)),
    http.post('/oauth/loginGuest', ({ response }) =>
      response(200).json(ok({ token: MOCK_GUEST_TOKEN, userInfo: f.guestInfo }), {
        headers: { authorization: MOCK_GUEST_TOKEN },
      }),
    ),
    http.post('/oauth/loginDemo', ({ response }) =>
      response(200).json(ok({ token: MOCK_DEMO_TOKEN, userInfo: f.demoInfo }), {
        headers: { authorization: MOCK_DEMO_TOKEN },
      }),
    ),
    http.post('/oauth/register', ({ response }) => response(200).json(ok(login), loggedIn)),
    http.post('/forgetPwd', ({ response }) => response(200).json(ok(null))),
    http.post('/user/forgetTkPwd', ({ response }) => response(200).json(ok(null))),
    http.post('/user/logout', ({ response }) => response(200).json(ok(null))),
    // user
    http.post('/user/info', ({ response }) => response(200).json(ok(f.userInfo))),
    http.post('/user/money/info', ({ response }) => response(200).json(ok(f.userMoney))),
    http.post('/user/level/info', ({ response }) => response(200).json(ok(f.userLevelInfo))),
    http.get('/user/rank/list', ({ response }) => response(200).json(ok(f.rankList))),
    http.post('/user/info/update', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json(ok({ ...f.userInfo, ...body }));
    }),
    http.post('/user/bill/list', ({ response }) => response(200).json(ok(f.page(f.bills)))),
    http.post('/user/realName/commit', ({ response }) =>
      response(200).json(ok({ ...f.realNameInfo, status: 'under_review', rejectReason: null })),
    ),
    http.get('/user/getUserInfo', ({ response }) => response(200).json(ok(f.userInfo))),
    http.get('/user/getUserMoney', ({ response }) => response(200).json(ok(f.userMoney))),
    http.get('/user/getUserNotice', ({ response }) => response(200).json(ok(f.notices[0] ?? null))),
    http.get('/user/getUserNoticeNum', ({ response }) => response(200).json(ok(1))),
    http.get('/user/credit/info', ({ response }) => response(200).json(ok(f.creditInfo))),
    http.get('/user/level/list', ({ response }) => response(200).json(ok(f.userLevels))),
    http.post('/user/level/upgrade', ({ response }) =>
      response(200).json(
        ok({ ...f.userLevelInfo, level: 2, name: 'Gold', nextLevel: null, upgradePrice: null }),
      ),
    ),
    http.get('/user/realName/info', ({ response }) => response(200).json(ok(f.realNameInfo))),
    http.post('/user/demo/reset', ({ response }) =>
      response(200).json(
        ok({ ...f.userMoney, balance: '100000', available: '100000', frozen: '0' }),
      ),
    ),
    http.post('/user/password/update', ({ response }) => response(200).json(ok(null))),
    http.post('/user/tkPassword/update', ({ response }) => response(200).json(ok(null))),
    http.get('/user/setting/info', ({ response }) => response(200).json(ok(f.userSettings))),
    http.post('/user/setting/update', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json(ok({ ...f.userSettings, ...body }));
    }),
    // messages
    http.get('/user/message/noReadNum', ({ response }) => response(200).json(ok(1))),
    http.get('/user/message/{id}/info', ({ params, response }) =>
      response(200).json(ok(f.notices.find((n) => String(n.id) === params.id) ?? f.notices[0]!)),
    ),
    http.get('/user/message/list/{param}', ({ params, response }) =>
      response(200).json(ok(f.page(f.notices, Number(params.param) || 1))),
    ),
    http.post('/user/message/signRead', ({ response }) => response(200).json(ok(null))),
    // common
    http.post('/common/dictEnumMapAll', ({ response }) => response(200).json(ok(f.dictEnumMap))),
    http.post('/common/dict/allMap', ({ response }) => response(200).json(ok(f.siteParameters))),
    http.post('/common/getToken', ({ response }) =>
      response(200).json(
        ok({
          token: `idem-${Math.random().toString(36).slice(2, 14)}`,
          expiresAt: '2026-02-01T08:00:00.000Z',
        }),
      ),
    ),
    http.post('/common/sendCode', ({ response }) => response(200).json(ok({ countdown: 60 }))),
    http.get('/common/dictEnumFull/{entityName}', ({ params, response }) =>
      response(200).json(ok(f.dictEnumMap[params.entityName] ?? [])),
    ),
    http.get('/country/list', ({ response }) => response(200).json(ok(f.countries))),
    http.get('/translation/list', ({ response }) =>
      response(200).json(ok({ 'home.banner.title': 'Trade the world' })),
    ),
    http.get('/banner/{position}/list', ({ response }) => response(200).json(ok(f.banners))),
    http.get('/getDomainAgentNumber', ({ response }) =>
      response(200).json(ok({ agentNumber: null })),
    ),
    http.get('/getCurrentPrice', ({ response }) => response(200).json(ok(f.priceTicks))),
    http.post('/common/uploadPre', ({ response }) => response(200).json(ok(f.uploadResult))),
    http.get('/common/getCaptcha', ({ response }) => response.untyped(svg())),
    http.get('/getPaper', ({ response }) => response.untyped(svg())),
    http.get('/health', ({ response }) => response(200).json(ok(f.health))),
    http.get('/common/support', ({ response }) => response(200).json(ok(f.supportLink))),
    http.get('/common/appDownload', ({ response }) => response(200).json(ok(f.appDownload))),
    http.get('/common/language/list', ({ response }) => response(200).json(ok(f.languages))),
    // trade
    http.post('/user/orders/build', ({ response }) => response(200).json(ok(f.openOrder))),
    http.get('/trade/product/list', ({ query, response }) => {
      const size = Number(query.get('size')) || f.products.length;
      const category = query.get('category');
      const list = f.products.filter((p) => !category || p.category === category);
      return response(200).json(ok(list.slice(0, size)));
    }),
    http.get('/trade/product/info/{id}', ({ params, response }) =>
      response(200).json(ok(f.products.find((p) => String(p.id) === params.id) ?? f.products[0]!)),
    ),
    http.get('/trade/product/kdata/{a}/{b}/{c}', ({ response }) =>
      response(200).json(ok(f.candles)),
    ),
    http.get('/trade/product/rule/{id}', ({ response }) => response(200).json(ok(f.tradeRule))),
    http.post('/user/orders/list', ({ response }) =>
      response(200).json(ok(f.page([f.openOrder, f.pendingOrder]))),
    ),
    http.get('/user/orders/info/{orderNo}', ({ response }) => response(200).json(ok(f.openOrder))),
    http.post('/user/orders/close', ({ response }) => response(200).json(ok(f.closedOrder))),
    http.post('/user/orders/cancel', ({ response }) =>
      response(200).json(ok({ ...f.pendingOrder, status: 'cancelled' })),
    ),
    http.post('/user/orders/update', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json(
        ok({ ...f.openOrder, stopLoss: body.stopLoss, takeProfit: body.takeProfit }),
      );
    }),
    http.post('/user/orders/history', ({ response }) =>
      response(200).json(ok(f.page([f.closedOrder]))),
    ),
    // bet
    http.get('/bet/coin/type/all', ({ response }) => response(200).json(ok(f.betCoinTypes))),
    http.get('/bet/coin/all', ({ response }) => response(200).json(ok(f.betCoins))),
    http.get('/bet/coin/rateMap', ({ response }) => response(200).json(ok(f.betRateMap))),
    http.get('/bet/coin/bigType/playList', ({ response }) =>
      response(200).json(ok(f.betPlayGroups)),
    ),
    http.get('/bet/coin/period/{id}/lastInfo', ({ response }) =>
      response(200).json(ok(f.settledPeriod)),
    ),
    http.get('/bet/coin/period/{id}/currInfo', ({ response }) =>
      response(200).json(ok(f.currentPeriod)),
    ),
    http.get('/bet/coin/period/{id}/records/{count}', ({ response }) =>
      response(200).json(ok([f.settledPeriod])),
    ),
    http.get('/bet/coin/kdata/{typeCode}/{coinCode}/{ticket}/{interval}', ({ response }) =>
      response(200).json(ok(f.candles)),
    ),
    http.get('/user/bet/unOpenNum', ({ response }) => response(200).json(ok(1))),
    http.post('/user/bet/submitList', ({ response }) =>
      response(200).json(ok(f.betRecords.slice(1))),
    ),
    http.post('/user/bet/records', ({ response }) => response(200).json(ok(f.page(f.betRecords)))),
    // funds
    http.get('/user/recharge/channel/list', ({ response }) =>
      response(200).json(ok(f.rechargeChannels)),
    ),
    http.post('/user/recharge/submit', ({ response }) =>
      response(200).json(ok({ ...f.rechargeRecord, status: 'processing' })),
    ),
    // The fixture's code answers its discount; any other code is the contract's field error.
    http.post('/user/recharge/coupon/check', async ({ request, response }) => {
      const code = ((await request.json()) as { couponCode?: string }).couponCode?.trim();
      if (code === undefined || code === f.rechargeCoupon.couponCode) {
        return response(200).json(ok(f.rechargeCoupon));
      }
      return response.untyped(
        Response.json({
          code: 1000,
          msg: 'Unknown coupon',
          data: { couponCode: 'validation.recharge.coupon.invalid' },
        }),
      );
    }),
    http.post('/user/recharge/list', ({ response }) =>
      response(200).json(ok(f.page([f.rechargeRecord]))),
    ),
    http.get('/user/withdraw/info', ({ response }) => response(200).json(ok(f.withdrawInfo))),
    http.post('/user/withdraw/submit', ({ response }) =>
      response(200).json(ok({ ...f.withdrawRecord, status: 'processing' })),
    ),
    http.post('/user/withdraw/list', ({ response }) =>
      response(200).json(ok(f.page([f.withdrawRecord]))),
    ),
    http.post('/user/withdraw/cancel', ({ response }) =>
      response(200).json(
        ok({ ...f.withdrawRecord, status: 'failure', rejectReason: 'Cancelled by the user' }),
      ),
    ),
    http.get('/user/bankCard/list', ({ response }) => response(200).json(ok(f.withdrawalAccounts))),
    http.post('/user/bankCard/add', ({ response }) =>
      response(200).json(ok(f.withdrawalAccounts[1]!)),
    ),
    http.post('/user/bankCard/delete', ({ response }) => response(200).json(ok(null))),
    // loan
    http.get('/loan/config', ({ response }) => response(200).json(ok(f.loanConfig))),
    http.post('/user/loan/apply', ({ response }) =>
      response(200).json(ok({ ...f.loan, status: 'processing', borrowedAt: null, dueAt: null })),
    ),
    http.post('/user/loan/list', ({ response }) => response(200).json(ok(f.page([f.loan])))),
    http.post('/user/loan/repay', ({ response }) =>
      response(200).json(
        ok({ ...f.loan, status: 'success', repaidAt: '2026-02-10T08:00:00.000Z' }),
      ),
    ),
    // wealth, mining, smart
    http.get('/wealth/product/list', ({ response }) => response(200).json(ok(f.wealthProducts))),
    http.get('/wealth/product/info/{id}', ({ params, response }) =>
      response(200).json(
        ok(f.wealthProducts.find((p) => String(p.id) === params.id) ?? f.wealthProducts[0]!),
      ),
    ),
    http.post('/user/wealth/buy', ({ response }) => response(200).json(ok(f.investmentOrder))),
    http.post('/user/wealth/orders', ({ response }) =>
      response(200).json(ok(f.page([f.investmentOrder]))),
    ),
    http.post('/user/wealth/redeem', ({ response }) =>
      response(200).json(ok({ ...f.investmentOrder, status: 'completed' })),
    ),
    http.get('/mining/product/list', ({ response }) => response(200).json(ok(f.miningProducts))),
    http.post('/user/mining/lock', ({ response }) =>
      response(200).json(
        ok({ ...f.investmentOrder, kind: 'mining', productName: 'ETH lock 15', termDays: 15 }),
      ),
    ),
    http.post('/user/mining/orders', ({ response }) =>
      response(200).json(ok(f.page([{ ...f.investmentOrder, kind: 'mining' as const }]))),
    ),
    http.get('/smart/plan/list', ({ response }) => response(200).json(ok(f.smartPlans))),
    http.post('/user/smart/subscribe', ({ response }) =>
      response(200).json(
        ok({ ...f.investmentOrder, kind: 'smart', productName: 'Grid robot BTC', termDays: 7 }),
      ),
    ),
    http.post('/user/smart/orders', ({ response }) =>
      response(200).json(ok(f.page([{ ...f.investmentOrder, kind: 'smart' as const }]))),
    ),
    http.post('/user/smart/stop', ({ response }) =>
      response(200).json(ok({ ...f.investmentOrder, kind: 'smart', status: 'completed' })),
    ),
    // lottery, presale, exchange
    http.get('/lottery/prize/list', ({ response }) => response(200).json(ok(f.lotteryPrizes))),
    http.get('/user/lottery/chances', ({ response }) => response(200).json(ok({ chances: 3 }))),
    http.post('/user/lottery/draw', ({ response }) => response(200).json(ok(f.lotteryRecord))),
    http.post('/user/lottery/records', ({ response }) =>
      response(200).json(ok(f.page([f.lotteryRecord]))),
    ),
    http.get('/presale/list', ({ response }) => response(200).json(ok(f.presales))),
    http.post('/user/presale/subscribe', ({ response }) => response(200).json(ok(f.presaleRecord))),
    http.post('/user/presale/records', ({ response }) =>
      response(200).json(ok(f.page([f.presaleRecord]))),
    ),
    http.get('/exchange/coin/list', ({ response }) => response(200).json(ok(f.exchangeCoins))),
    http.post('/user/exchange/quote', ({ response }) => response(200).json(ok(f.exchangeQuote))),
    http.post('/user/exchange/convert', ({ response }) => response(200).json(ok(f.exchangeRecord))),
    http.post('/user/exchange/records', ({ response }) =>
      response(200).json(ok(f.page([f.exchangeRecord]))),
    ),
    // invite
    http.get('/user/invite/info', ({ response }) => response(200).json(ok(f.inviteInfo))),
    http.post('/user/invite/rewards', ({ response }) =>
      response(200).json(ok(f.page([f.inviteReward]))),
    ),
    http.post('/user/invite/invitees', ({ response }) =>
      response(200).json(ok(f.page([f.invitee]))),
    ),
    // content
    http.get('/article/category/list', ({ response }) =>
      response(200).json(ok(f.articleCategories)),
    ),
    http.post('/article/list', ({ response }) =>
      response(200).json(ok(f.page(f.articleSummaries))),
    ),
    http.get('/article/info/{id}', ({ response }) => response(200).json(ok(f.article))),
    http.get('/faq/list', ({ response }) => response(200).json(ok(f.faq))),
    http.get('/help/list', ({ response }) => response(200).json(ok(f.helpCategories))),
    http.get('/help/info/{id}', ({ response }) => response(200).json(ok(f.article))),
    http.get('/common/page/{key}', ({ params, response }) =>
      response(200).json(ok({ ...f.sitePage, key: params.key })),
    ),
    http.get('/search/popular', ({ response }) => response(200).json(ok(f.popularSearches))),
    http.get('/search/list', ({ query, response }) => {
      const keyword = (query.get('keyword') ?? '').toLowerCase();
      return response(200).json(
        ok({
          products: f.products.filter(
            (p) => p.code.toLowerCase().includes(keyword) || p.name.toLowerCase().includes(keyword),
          ),
          articles: f.articleSummaries.filter((a) => a.title.toLowerCase().includes(keyword)),
        }),
      );
    }),
  ];
}
