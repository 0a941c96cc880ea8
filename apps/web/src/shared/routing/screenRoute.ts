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
  /** Page title: the header's heading and the document title. */
  title: MessageDescriptor;
  /** The screen, loaded on demand. */
  load: () => Promise<{ default: ComponentType }>;
}
