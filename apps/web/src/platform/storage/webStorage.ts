/** The subset of the Web Storage API the app uses (localStorage, sessionStorage, or a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryKeyValueStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Web Storage that never throws: private modes and disabled storage throw on access or on write
 * (SecurityError, QuotaExceededError). The app then keeps values for this page only.
 */
export function resilientStorage(open: () => KeyValueStorage): KeyValueStorage {
  const fallback = createMemoryKeyValueStorage();
  let storage: KeyValueStorage;
  try {
    storage = open();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
  } catch {
    return fallback;
  }
  return {
    getItem(key) {
      try {
        return storage.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem(key) {
      fallback.removeItem(key);
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored there to remove.
      }
    },
  };
}
