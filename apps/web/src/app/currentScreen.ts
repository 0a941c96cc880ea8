import { createContext, useContext } from 'react';
import type { ScreenRoute } from '../shared/routing/screenRoute';

/** The screen of the deepest matched route (AppRoutes provides it), for the layouts' titles. */
export const CurrentScreenContext = createContext<ScreenRoute | undefined>(undefined);

export function useCurrentScreen(): ScreenRoute | undefined {
  return useContext(CurrentScreenContext);
}
