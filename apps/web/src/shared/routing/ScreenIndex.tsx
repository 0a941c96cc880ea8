import { createContext, useContext } from 'react';

/** Whether the app has a screen at an address (`/m/faq`); everything counts as present by default. */
export type HasScreen = (address: string) => boolean;

const ScreenIndexContext = createContext<HasScreen>(() => true);

/**
 * The app says which addresses lead to a screen it has (from its route table), so a screen can leave
 * out links to screens still to come without importing the table that imports it.
 */
export const ScreenIndexProvider = ScreenIndexContext.Provider;

export function useHasScreen(): HasScreen {
  return useContext(ScreenIndexContext);
}
