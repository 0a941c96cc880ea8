/**
 * The trade feature's public surface: its screens for the route table, and the desktop terminal, which
 * takes the positions panel (features/positions) as `positionsPanel`.
 */
export { tradeRoutes, tradeTitles } from './routes';
export { TradeScreen as TradeTerminal, type TradeScreenProps } from './TradeScreen';
export { tradeHref, tradeRulesHref } from '../../shared/routing/tradePaths';
