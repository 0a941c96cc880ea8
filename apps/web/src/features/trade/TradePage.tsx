import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@repo/api-schema/client';
import { isLoggedIn, useShellState } from '../../shared/shell/shellState';
import { useAppServices } from '../../shared/services/AppServicesContext';
import { useDesktopFrame } from '../../layouts/desktopFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { tradeRulesHref } from '../../shared/routing/tradePaths';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { TradeScreen } from './TradeScreen';
import { PositionsPanel } from '../positions';

/** Reads what shows balances and orders again once an order was placed (other screens' lists too). */
const showsOrdersOrMoney = (path: unknown) =>
  typeof path === 'string' &&
  (path.startsWith('/user/orders') || path === '/user/getUserMoney' || path === '/user/money/info');

/**
 * The routed trade tab (/m/user/trade?id=<product id>, /user/trade on desktop). Visitors see it too
 * (the guard's VISITOR_USER_PATHS); pressing submit takes them to log in and back here.
 */
function TradePage() {
  const { api } = useScreenServices();
  const { parts } = useAppServices();
  const { session } = useShellState();
  const prefix = useDevicePrefix();
  const desktop = useDesktopFrame();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const productId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const loggedIn = isLoggedIn(session);

  const info = useApiQuery(
    apiKey('/user/getUserInfo'),
    async () => unwrap(await api.GET('/user/getUserInfo')),
    { enabled: loggedIn },
  );
  const money = useApiQuery(
    apiKey('/user/getUserMoney'),
    async () => unwrap(await api.GET('/user/getUserMoney')),
    { enabled: loggedIn },
  );
  // The session's money follows the money topic; the read covers the moment before it arrives.
  const liveAvailable = session.money?.available;
  const available = !loggedIn
    ? null
    : typeof liveAvailable === 'string'
      ? liveAvailable
      : money.status === 'ready'
        ? money.data.available
        : '0';

  // Spec §3's trade popup flag: '1' once the user chose "don't ask again"; login resets it (spec §4).
  const [skipConfirm, setSkipConfirm] = useState(() => parts.tradePopup.get() === '1');
  const onPlaced = useCallback(
    () =>
      void queryClient.invalidateQueries({ predicate: (q) => showsOrdersOrMoney(q.queryKey[0]) }),
    [queryClient],
  );

  return (
    <TradeScreen
      api={api}
      productId={productId}
      onProductChange={(id) => void navigate(`${location.pathname}?id=${id}`, { replace: true })}
      rulesHref={(id) => tradeRulesHref(prefix, id)}
      desktop={desktop}
      loggedIn={loggedIn}
      demo={loggedIn && info.status === 'ready' && info.data.role === 'demo'}
      available={available}
      skipConfirm={skipConfirm}
      onSkipConfirm={() => {
        parts.tradePopup.set('1');
        setSkipConfirm(true);
      }}
      onLogin={() =>
        void navigate(`${prefix}/login`, {
          state: { returnTo: `${location.pathname}${location.search}` },
        })
      }
      onPlaced={onPlaced}
      // A visitor has no positions: the panel (and its account reads) only for a signed-in user.
      positionsPanel={loggedIn ? <PositionsPanel /> : undefined}
    />
  );
}

export default TradePage;
