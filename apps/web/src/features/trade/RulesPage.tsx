import { useParams } from 'react-router';
import { useBack } from '../../layouts/useBack';
import { tradeHref } from '../../shared/routing/tradePaths';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { RulesScreen } from './RulesScreen';

/** The routed rules page of a product (/m/trade/rules/:id, /trade/rules/:id). */
function RulesPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const raw = Number(useParams().id);
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const back = useBack(tradeHref(prefix, id ?? undefined));
  return (
    <RulesScreen
      key={String(id)}
      api={api}
      id={id}
      tradeHref={tradeHref(prefix, id ?? undefined)}
      onBack={back}
    />
  );
}

export default RulesPage;
