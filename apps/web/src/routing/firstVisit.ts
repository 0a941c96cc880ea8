/**
 * The first-visited address (spec §2, "redirect script"): the first URL a visitor opened and when,
 * kept in storage for 600 s, e.g. to return to an invite link after logging in. Pure apart from
 * the injected storage; the clock is a parameter.
 */

/** The subset of the Web Storage API this needs (localStorage in the app, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface FirstVisit {
  url: string;
  /** Epoch milliseconds of the first visit. */
  at: number;
}

export const FIRST_VISIT_KEY = 'firstVisit';
export const FIRST_VISIT_TTL_MS = 600_000;

function parse(raw: string | null): FirstVisit | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as FirstVisit).url === 'string' &&
      typeof (value as FirstVisit).at === 'number' &&
      Number.isFinite((value as FirstVisit).at)
    ) {
      return { url: (value as FirstVisit).url, at: (value as FirstVisit).at };
    }
  } catch {
    // A corrupt entry counts as none.
  }
  return null;
}

/** Still valid at `now`: less than 600 s old and not from the future (a clock set back). */
const isFresh = (visit: FirstVisit, now: number) =>
  visit.at <= now && now - visit.at < FIRST_VISIT_TTL_MS;

/** The stored first visit if it is still valid; an expired or corrupt entry is removed. */
export function readFirstVisit(storage: KeyValueStorage, now: number): FirstVisit | null {
  const raw = storage.getItem(FIRST_VISIT_KEY);
  const visit = parse(raw);
  if (visit && isFresh(visit, now)) return visit;
  if (raw !== null) storage.removeItem(FIRST_VISIT_KEY);
  return null;
}

/**
 * Call on every page load: keeps an existing valid first visit, otherwise records `url` at `now`.
 * Returns the first visit in effect.
 */
export function recordFirstVisit(storage: KeyValueStorage, url: string, now: number): FirstVisit {
  const existing = readFirstVisit(storage, now);
  if (existing) return existing;
  const visit = { url, at: now };
  storage.setItem(FIRST_VISIT_KEY, JSON.stringify(visit));
  return visit;
}

/** Forget the first visit (e.g. once it has been used). */
export function clearFirstVisit(storage: KeyValueStorage): void {
  storage.removeItem(FIRST_VISIT_KEY);
}
