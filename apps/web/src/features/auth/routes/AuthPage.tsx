import type { ReactNode } from 'react';

/** The auth pages sit outside the layout (spec §2); each is the page's main landmark. */
export function AuthPage({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
