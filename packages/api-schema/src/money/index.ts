export {
  add,
  compare,
  isDecimalString,
  multiply,
  subtract,
  truncate,
  type DecimalString,
} from './decimal';
