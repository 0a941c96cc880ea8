/** Where the client keeps the session token and the chosen language. Injected: never window globals. */
export interface ApiStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Storage keys the client reads and writes. */
export const STORAGE_KEYS = {
  token: 'token',
  language: 'lang',
} as const;

export type StorageKeys = { readonly [K in keyof typeof STORAGE_KEYS]: string };

/** In-memory storage, for tests, Storybook and the server side. */
export function createMemoryStorage(initial: Record<string, string> = {}): ApiStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
