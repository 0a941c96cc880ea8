import { useNavigate } from 'react-router';
import { useShellState } from '../../../shared/shell/shellState';
import { useAppServices, useCountries } from '../../../shared/services/AppServicesContext';
import { resilientStorage } from '../../../platform/storage';
import { clearFirstVisit, readFirstVisit } from '../../../routing/firstVisit';
import { isAppAddress } from '../../../routing/guard';
import type { ResetAccount } from '../ForgotPasswordScreen';

/** What other pages hand the login page (router state). */
export interface LoginPageState {
  /** From the forgot-password page. */
  passwordReset?: ResetAccount;
  /** An address of this app to go back to after the login (the trade ticket's submit). */
  returnTo?: string;
}

/** The login page's state, when it is one (history state can be anything). */
export function readLoginPageState(state: unknown): LoginPageState {
  if (typeof state !== 'object' || state === null) return {};
  const { returnTo } = state as LoginPageState;
  if (isAppAddress(returnTo)) return { returnTo };
  const reset = (state as LoginPageState).passwordReset;
  if (reset?.method === 'email' && typeof reset.email === 'string') return { passwordReset: reset };
  if (
    reset?.method === 'phone' &&
    typeof reset.areaCode === 'string' &&
    typeof reset.phone === 'string'
  ) {
    return { passwordReset: reset };
  }
  return {};
}

/** Device prefix of the auth pages' links: `/m` on mobile, none on desktop. */
export function useAuthRoute() {
  const services = useAppServices();
  const countries = useCountries();
  const navigate = useNavigate();
  const { device } = useShellState();
  const prefix = device.isMobile ? '/m' : '';

  /**
   * After a login: the first-visited address when it is a page of this app other than the auth
   * pages (e.g. an invite link opened less than 600 s ago), otherwise home.
   */
  const goOn = () => {
    const storage = resilientStorage(() => window.localStorage);
    const first = readFirstVisit(storage, Date.now());
    clearFirstVisit(storage);
    let target = `${prefix}/index`;
    if (first) {
      const url = new URL(first.url, window.location.origin);
      const isAuthPage = /\/(login|register|forget)$/.test(url.pathname);
      if (url.origin === window.location.origin && !isAuthPage && url.pathname !== '/') {
        target = `${url.pathname}${url.search}${url.hash}`;
      }
    }
    void navigate(target, { replace: true });
  };

  return { services, countries, prefix, navigate, goOn };
}
