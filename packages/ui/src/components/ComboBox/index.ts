export { ComboBox, flagEmoji, type ComboBoxOption, type ComboBoxProps } from './ComboBox';
