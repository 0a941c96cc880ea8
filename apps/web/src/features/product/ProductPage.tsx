import { useSearchParams } from 'react-router';
import { useBack } from '../../layouts/useBack';
import { tradeHref } from '../../shared/routing/tradePaths';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { ProductScreen } from './ProductScreen';

/** The routed product detail (/m/market?id=<product id>, /market?id=...). */
function ProductPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/quotation`);
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  return (
    <ProductScreen
      key={String(id)}
      api={api}
      id={id}
      quotesPath={`${prefix}/quotation`}
      {...(id === null ? {} : { tradeHref: tradeHref(prefix, id) })}
      onBack={back}
    />
  );
}

export default ProductPage;
