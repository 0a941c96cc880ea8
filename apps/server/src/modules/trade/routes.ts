import { claimsInTransaction, defineRoutes } from '../../http/route';
import * as trade from './service';

/**
 * Tag `trade`, the contract-trading part: rules, orders, positions and their history. Placing, closing,
 * cancelling and editing stops each do one transaction and nothing else: their idempotency tokens are
 * claimed in it (`claimsInTransaction`).
 */
export const tradeRoutes = defineRoutes({
  getTradeRule: async ({ params }, ctx) => trade.tradeRule(trade.tradeContextOf(ctx), params.id),
  buildOrder: claimsInTransaction(async ({ me, body }, ctx) =>
    trade.placeOrder(trade.tradeContextOf(ctx), me().id, body),
  ),
  listOrders: async ({ me, body }, ctx) =>
    trade.listOrders(trade.tradeContextOf(ctx), me().id, body),
  getOrder: async ({ me, params }, ctx) =>
    trade.getOrder(trade.tradeContextOf(ctx), me().id, params.orderNo),
  closeOrder: claimsInTransaction(async ({ me, body }, ctx) =>
    trade.closePosition(trade.tradeContextOf(ctx), me().id, body.orderNo),
  ),
  cancelOrder: claimsInTransaction(async ({ me, body }, ctx) =>
    trade.cancelPending(trade.tradeContextOf(ctx), me().id, body.orderNo),
  ),
  updateOrderStops: claimsInTransaction(async ({ me, body }, ctx) =>
    trade.updateStops(trade.tradeContextOf(ctx), me().id, body),
  ),
  listOrderHistory: async ({ me, body }, ctx) =>
    trade.listHistory(trade.tradeContextOf(ctx), me().id, body),
});
