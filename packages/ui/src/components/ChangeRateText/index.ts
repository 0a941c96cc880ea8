export { ChangeRateText, type ChangeRateTextProps } from './ChangeRateText';
