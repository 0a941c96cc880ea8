import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Header } from '@repo/ui/components/Header';
import { useShellState } from '../../../shared/shell/shellState';
import { globalMessages } from '../../../shared/shell/globalMessages';
import { StartupDataNotice } from '../../../shared/page/StartupDataNotice';
import { useDesktopFrame } from '../../../layouts/desktopFrame';
import { canGoBackInApp } from '../../../platform/nativeBack';
import { DESKTOP_HOME_PATH, MOBILE_HOME_PATH } from '../../../routing/guard';

/**
 * The auth pages sit outside the layout (spec §2): no tab bar, a top bar with a back button (to the
 * previous page, or home when the page was opened directly), and the screen as the main landmark
 * (it carries the page's h1). When the country codes failed to load at start-up it says so, with Retry.
 * Inside the desktop layout the layout's top bar and main landmark take the place of both.
 */
export function AuthPage({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { device } = useShellState();
  const desktop = useDesktopFrame();
  const back = () => {
    if (canGoBackInApp(window)) void navigate(-1);
    else void navigate(device.isMobile ? MOBILE_HOME_PATH : DESKTOP_HOME_PATH, { replace: true });
  };
  // The phone fields need the country codes; the rest of the form works without them.
  const notice = <StartupDataNotice data="countries" message={globalMessages.countriesFailed} />;
  if (desktop)
    return (
      <>
        {notice}
        {children}
      </>
    );
  return (
    <>
      <Header onBack={back} />
      <main id="main">
        {notice}
        {children}
      </main>
    </>
  );
}
