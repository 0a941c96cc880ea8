import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/**
 * Where a screen sits (spec §2): inside the main layout (header, footer / tab bar), inside the user
 * layout (same chrome, login required), or on its own ("outside the layout").
 */
export type ScreenLayout = 'main' | 'user' | 'bare';

/** One screen as a feature exports it; the app's route table collects them (app/routeTable.ts). */
export interface ScreenRoute {
  /** Stable id, also the route id in the router. */
  id: string;
  /** Path without the device prefix: `index` is `/m/index` on mobile and `/index` on desktop. */
  path: string;
  layout: ScreenLayout;
  /** Pages that exist only unprefixed (/404, /maintain, /app): the guard never moves them. */
  unprefixedOnly?: boolean;
  /**
   * A page under /user that visitors may open all the same (the trade tab: the ticket asks for a login
   * on submit). The guard's `VISITOR_USER_PATHS` lets exactly these through; a test holds them equal.
   */
  openToVisitors?: boolean;
  /** Page title: the header's heading and the document title. */
  title: MessageDescriptor;
  /** The screen, loaded on demand. */
  load: () => Promise<{ default: ComponentType }>;
}
