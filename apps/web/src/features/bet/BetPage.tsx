import { isLoggedIn, useShellState } from '../../shared/shell/shellState';
import { usePrice } from '../../platform/prices/PriceStoreContext';
import {
  useDevicePrefix,
  useScreenServices,
  useWatchPrices,
} from '../../shared/services/screenServices';
import { BetScreen } from './BetScreen';
import { betOffered } from './betSwitch';

/** What the user can stake: the available balance (the balance less what is held). */
function available(money: { balance: string; [field: string]: unknown } | null | undefined) {
  if (!money) return null;
  return typeof money.available === 'string' ? money.available : money.balance;
}

/** The live price of the product that decides the bets, its price topic kept while the screen shows. */
function useLivePrice(productCode: string | null): string | undefined {
  useWatchPrices(productCode ? [productCode] : []);
  return usePrice(productCode ?? '')?.price;
}

/** The routed bet screen (/m/bet, /bet): the session, the balance and the user's bet topic. */
function BetPage() {
  const { api, betUpdates } = useScreenServices();
  const { settings, session } = useShellState();
  const prefix = useDevicePrefix();
  const loggedIn = isLoggedIn(session);
  return (
    <BetScreen
      api={api}
      offered={betOffered(settings)}
      loggedIn={loggedIn}
      balance={loggedIn ? available(session.money) : null}
      loginHref={`${prefix}/login`}
      betUpdates={betUpdates}
      useLivePrice={useLivePrice}
    />
  );
}

export default BetPage;
