export { Text, textSizes, textTones, type TextProps, type TextSize, type TextTone } from './Text';
