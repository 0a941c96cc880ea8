/**
 * The positions feature's public surface: the positions / pending / history panel the trade tab and
 * the desktop terminal show, and its screens (order history, order detail) for the route table.
 */
export { PositionsPanel, type PositionsTab } from './PositionsPanel';
export { positionsRoutes, positionsTitles } from './routes';
