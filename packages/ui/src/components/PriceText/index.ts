export { compareTrend, PriceText, type PriceTextProps, type Trend } from './PriceText';
