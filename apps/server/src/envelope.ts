/** The response envelope of every /api call: code 0 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 0, msg: 'success', data });
export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });
