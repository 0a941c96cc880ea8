export { orderMachine } from './orderMachine';
export { stopsErrors, validateOrder } from './validateOrder';
export type * from './types';
