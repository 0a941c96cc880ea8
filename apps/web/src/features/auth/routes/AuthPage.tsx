import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Header } from '@repo/ui/components/Header';
import { useShellState } from '../../../app/shellState';

/** react-router keeps the history index in `history.state.idx`; 0 is the app's first page. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The auth pages sit outside the layout (spec §2): no tab bar, a top bar with a back button (to the
 * previous page, or home when the page was opened directly), and the screen as the main landmark
 * (it carries the page's h1).
 */
export function AuthPage({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { device } = useShellState();
  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(device.isMobile ? '/m/index' : '/index', { replace: true });
  };
  return (
    <>
      <Header onBack={back} />
      <main id="main">{children}</main>
    </>
  );
}
