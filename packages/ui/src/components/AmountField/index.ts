export { AmountField, type AmountFieldProps } from './AmountField';
export { normalizeAmountInput, toLatinDigits } from './normalizeAmount';
