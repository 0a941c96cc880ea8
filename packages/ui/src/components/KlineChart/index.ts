export { KlineChart, loadChartLibrary, type KlineChartProps, type KlineCandle } from './KlineChart';
export { summarizeCandles, toDrawnCandles } from './candles';
