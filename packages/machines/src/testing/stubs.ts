import { fromCallback, fromPromise } from 'xstate';

/** A promise actor that never settles: path tests deliver its outcome as `xstate.done/error.actor.*`. */
export const pending = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => undefined));

/** A callback actor that does nothing. */
export const idle = () => fromCallback(() => () => undefined);
