import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import type { ShowToastOptions, ToastContent } from '@repo/ui/components/Toast';
import { onExitHint } from '../platform/nativeBack';
import { ConnectionStatus } from './ConnectionStatus';
import { errorToastTitle } from './services/errorToasts';
import { MOBILE_LOGIN_PATH } from '../routing/guard';
import { globalMessages } from '../shared/shell/globalMessages';
import { LazyAlertDialog as AlertDialog } from './LazyAlertDialog';
import { useShellState } from '../shared/shell/shellState';
import { useAppServices, useSignal } from '../shared/services/AppServicesContext';

/**
 * Put inside a dialog that opens on its own (no trigger): when the dialog goes, focus returns to
 * where it was before, or, when that was nothing (the body) or is gone, to the page's main landmark.
 * react-aria restores focus to what was focused at opening, which for these dialogs is often the
 * body, where a keyboard or screen-reader user is lost.
 */
function ReturnFocusOnClose() {
  const before = useRef<HTMLElement | null>(null);
  // A child's layout effect runs before the dialog's focus scope takes the focus.
  useLayoutEffect(() => {
    const active = document.activeElement;
    before.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const previous = before.current;
      // After react-aria's own restore (it runs in the next frame).
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const now = document.activeElement;
          if (now && now !== document.body) return;
          const target = previous?.isConnected ? previous : document.getElementById('main');
          if (!target) return;
          if (target.id === 'main' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
          target.focus({ preventScroll: true });
        }),
      );
    };
  }, []);
  return null;
}

// The notice body is rich text (DOMPurify): loaded only when a notice is shown.
const SiteNoticeDialog = lazy(() => import('./SiteNoticeDialog'));

/** "Please Login First" (spec §8): Confirm goes to /m/login on mobile, / on desktop. */
function LoginPrompt() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { device } = useShellState();
  const { loginPrompt } = useAppServices();
  const requests = useSignal(loginPrompt);
  const [shown, setShown] = useState(requests);
  const isOpen = requests !== shown;
  const close = () => setShown(requests);
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title={intl.formatMessage(globalMessages.loginPromptTitle)}
      confirmLabel={intl.formatMessage(globalMessages.loginPromptConfirm)}
      onConfirm={() => {
        close();
        void navigate(device.isMobile ? MOBILE_LOGIN_PATH : '/');
      }}
      onCancel={close}
    >
      {intl.formatMessage(globalMessages.loginPromptBody)}
      <ReturnFocusOnClose />
    </AlertDialog>
  );
}

/** The unread-message prompt (once per session) and the site notice, from the notice machine. */
function NoticeDialogs() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { device } = useShellState();
  const { notices, onOpenMessages } = useAppServices();
  const state = useSelector(notices, (snapshot) => snapshot.value);
  const unread = useSelector(notices, (snapshot) => snapshot.context.unreadCount);
  const notice = useSelector(notices, (snapshot) => snapshot.context.notice);

  useEffect(() => {
    onOpenMessages(() => void navigate(`${device.isMobile ? '/m' : ''}/user/message`));
  }, [onOpenMessages, navigate, device.isMobile]);

  return (
    <>
      <AlertDialog
        isOpen={state === 'showingUnreadPrompt'}
        onOpenChange={(open) => (open ? undefined : notices.send({ type: 'notice.close' }))}
        title={intl.formatMessage(globalMessages.unreadTitle)}
        confirmLabel={intl.formatMessage(globalMessages.unreadView)}
        onConfirm={() => notices.send({ type: 'notice.openMessages' })}
        onCancel={() => notices.send({ type: 'notice.close' })}
      >
        {intl.formatMessage(globalMessages.unreadBody, { count: unread })}
        <ReturnFocusOnClose />
      </AlertDialog>
      {notice && (state === 'showingSiteNotice' || state === 'markingRead') ? (
        <Suspense fallback={null}>
          <SiteNoticeDialog
            notice={notice}
            isPending={state === 'markingRead'}
            onClose={() => notices.send({ type: 'notice.close' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

// The toast region and queue load with the first toast: not part of a page's first load.
const toastModule = () => import('@repo/ui/components/Toast');
const ToastRegion = lazy(() => toastModule().then((module) => ({ default: module.ToastRegion })));

/** Generic error messages (codes below 1000, 5 s) and the native back-button hint, in one toast region. */
function Toasts() {
  const intl = useIntl();
  const { errors } = useAppServices();
  const error = useSignal(errors);
  const [hasToasts, setHasToasts] = useState(false);
  const showToast = useCallback((content: ToastContent, options: ShowToastOptions) => {
    void toastModule().then((module) => {
      setHasToasts(true);
      module.showToast(content, options);
    });
  }, []);
  useEffect(() => {
    if (!error) return;
    showToast(
      { tone: 'critical', title: errorToastTitle(intl, error) },
      { timeout: error.durationMs },
    );
  }, [error, intl, showToast]);
  useEffect(
    () =>
      onExitHint(() =>
        showToast(
          { tone: 'info', title: intl.formatMessage(globalMessages.exitHint) },
          { timeout: 1000 },
        ),
      ),
    [intl, showToast],
  );
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

/** The app-wide dialogs and messages, rendered once under the router. */
export function GlobalDialogs() {
  return (
    <>
      <LoginPrompt />
      <NoticeDialogs />
      <Toasts />
      <ConnectionStatus />
    </>
  );
}
