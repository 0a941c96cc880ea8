import { useSearchParams } from 'react-router';
import { SearchScreen } from './SearchScreen';
import { useContentPage } from './usePageContext';

/** The routed search (/m/search?keyword=…): the keyword stays in the address for back and reload. */
function SearchPage() {
  const page = useContentPage();
  const [params, setParams] = useSearchParams();
  return (
    <SearchScreen
      {...page}
      initialKeyword={params.get('keyword') ?? ''}
      onSearch={(keyword) =>
        setParams(keyword ? { keyword } : {}, { replace: true, preventScrollReset: true })
      }
    />
  );
}

export default SearchPage;
