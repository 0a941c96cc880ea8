import { defineRoutes } from '../../http/route';

/** Tag `trade`, the market part: products, their quotes and candles (simulated on this server). */
export const marketRoutes = defineRoutes({
  listTradeProducts: async ({ query }, ctx) => {
    const list = ctx.products.all().filter((p) => !query.category || p.category === query.category);
    return query.size ? list.slice(0, query.size) : list;
  },
  getTradeProduct: async ({ params }, ctx) => ctx.products.byId(params.id),
  getTradeProductKline: async ({ params }, ctx) =>
    ctx.products.candles(params.a, params.b, params.c),
  getCurrentPrice: async (_input, ctx) => ctx.products.ticks(),
});
