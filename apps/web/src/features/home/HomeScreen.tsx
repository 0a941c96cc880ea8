import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { Link } from '@repo/ui/components/Link';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { serverMessage } from '../../shared/errors/errors';
import {
  MarketTableBox,
  marketTableMessages,
  productHref,
  QuoteRow,
  quotesMessages,
  quoteStyles,
} from '../quotes';
import { useWatchPrices } from '../../shared/services/screenServices';
import { bootBanner } from '../../shared/shell/bootBanner';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { BannerCarousel } from './BannerCarousel';
import { homeMessages as messages } from './messages';
import { Stack } from '@repo/ui/components/Stack';
import * as pageStyles from '../../shared/page/page.css';
import * as styles from './home.css';

/** How many products the market overview shows. */
export const OVERVIEW_SIZE = 6;
const FULL_COLUMNS = ['columnHigh', 'columnLow', 'columnVolume'] as const;

export interface HomeScreenProps {
  api: ApiClient;
  /** Logged in: the notices strip lists the newest messages and links to them. */
  loggedIn: boolean;
  /** The device prefix of links: `/m` on mobile, `` on desktop. */
  prefix: '' | '/m';
  /** Banner autoplay interval (spec §9: 3000 ms); stories stop it. */
  autoplayMs?: number;
  /**
   * Whether the app has a screen at an address (`/m/faq`): shortcuts and banners leading to
   * screens still to come are not shown. Everything is shown when left out (stories).
   */
  hasScreen?: (path: string) => boolean;
}

/**
 * Home (spec §2 /m/index): banner carousel, notices strip, market overview with live prices and
 * shortcuts. Each part loads, fails and retries on its own, so a missing banner never hides prices.
 */
export function HomeScreen({
  api,
  loggedIn,
  prefix,
  autoplayMs,
  hasScreen = () => true,
}: HomeScreenProps) {
  const intl = useIntl();
  return (
    <Stack gap="large" className={pageStyles.column.wide} data-testid="home">
      <Banners api={api} autoplayMs={autoplayMs} hasScreen={hasScreen} />
      <Notices api={api} loggedIn={loggedIn} prefix={prefix} />
      <MarketOverview api={api} prefix={prefix} />
      <section className={styles.section} aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" className={styles.sectionTitle}>
          {intl.formatMessage(messages.shortcuts)}
        </h2>
        <Shortcuts prefix={prefix} loggedIn={loggedIn} hasScreen={hasScreen} />
      </section>
    </Stack>
  );
}

/** An address of this site (`/m/quotation`), as opposed to another site's (`https://…`, `//cdn…`). */
const isAppAddress = (link: string) => link.startsWith('/') && !link.startsWith('//');

export function Banners({
  api,
  autoplayMs,
  hasScreen,
}: {
  api: ApiClient;
  autoplayMs?: number | undefined;
  hasScreen: (path: string) => boolean;
}) {
  const intl = useIntl();
  const banners = useApiQuery(
    apiKey('/banner/{position}/list', { position: 'home_carousel' }),
    async () =>
      unwrap(
        await api.GET('/banner/{position}/list', {
          params: { path: { position: 'home_carousel' } },
        }),
      ),
  );
  // The list's arrival renders the carousel in a deferred render (in slices, between the browser's
  // other work), not in the blocking render that a query's answer otherwise makes.
  const list = useDeferredValue(banners.status === 'ready' ? banners.data : undefined);
  if (banners.status === 'error')
    return (
      <ErrorState
        headingLevel={2}
        description={serverMessage(banners.error) ?? intl.formatMessage(messages.bannersError)}
        onRetry={banners.retry}
        isRetrying={banners.isRetrying}
      />
    );
  if (list === undefined) {
    // The first banner the page's frame already painted stays where it is until the list arrives.
    const painted = bootBanner();
    if (painted)
      return (
        <div className={styles.carousel} data-testid="home-banner-painted">
          <img src={painted} alt="" className={styles.bannerImage} />
        </div>
      );
    return (
      <Skeleton
        shape="rect"
        blockSize="auto"
        className={styles.bannerPlaceholder}
        label={intl.formatMessage(messages.bannersLoading)}
      />
    );
  }
  // A banner leading to a screen the app does not have yet waits until it has it.
  const shown = list.filter(
    (banner) => !banner.link || !isAppAddress(banner.link) || hasScreen(banner.link),
  );
  // No banners: the section is left out rather than showing an empty frame.
  if (shown.length === 0) return null;
  return (
    <BannerCarousel
      banners={shown}
      label={intl.formatMessage(messages.banners)}
      {...(autoplayMs === undefined ? {} : { autoplayMs })}
    />
  );
}

interface NoticeLine {
  id: number;
  title: string;
}

export function Notices({
  api,
  loggedIn,
  prefix,
}: {
  api: ApiClient;
  loggedIn: boolean;
  prefix: string;
}) {
  const intl = useIntl();
  const notices = useApiQuery<NoticeLine[]>(
    loggedIn
      ? apiKey('/user/message/list/{param}', { page: 1, pageSize: 5, lines: true })
      : apiKey('/user/getUserNotice'),
    async () => {
      if (loggedIn) {
        const page = unwrap(
          await api.GET('/user/message/list/{param}', {
            params: { path: { param: 1 }, query: { limit: 5 } },
          }),
        );
        return page.list.map(({ id, title }) => ({ id, title }));
      }
      const notice = unwrap(await api.GET('/user/getUserNotice'));
      return notice ? [{ id: notice.id, title: notice.title }] : [];
    },
  );

  const content = () => {
    if (notices.status === 'loading')
      return <Skeleton lines={1} label={intl.formatMessage(messages.noticesLoading)} />;
    if (notices.status === 'error')
      return (
        <ErrorState
          headingLevel={3}
          description={serverMessage(notices.error) ?? intl.formatMessage(messages.noticesError)}
          onRetry={notices.retry}
          isRetrying={notices.isRetrying}
        />
      );
    if (notices.data.length === 0) return <p>{intl.formatMessage(messages.noticesEmpty)}</p>;
    return (
      <ul className={styles.noticeList}>
        {notices.data.map((notice) => (
          // A notice is server text: its own direction, whatever the page's (dir="auto").
          <li key={notice.id} className={styles.noticeItem} dir="auto">
            {loggedIn ? (
              <Link href={`${prefix}/user/message/detail/${notice.id}`}>{notice.title}</Link>
            ) : (
              notice.title
            )}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.notices} aria-labelledby="home-notices" data-testid="home-notices">
      <h2 id="home-notices" className={styles.sectionTitle}>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className={styles.shortcutIcon}
        >
          <path
            d="M4 10v4h3l5 4V6L7 10zm12-1a4 4 0 0 1 0 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span className={quoteStyles.visuallyHidden}>{intl.formatMessage(messages.notices)}</span>
      </h2>
      {content()}
      {loggedIn ? (
        <Link href={`${prefix}/user/message`}>{intl.formatMessage(messages.allMessages)}</Link>
      ) : null}
    </section>
  );
}

/** The overview's products; `full` (a wide screen) adds the 24 h high, low and volume columns. */
export function MarketOverview({
  api,
  prefix,
  size = OVERVIEW_SIZE,
  full = false,
}: {
  api: ApiClient;
  prefix: string;
  size?: number;
  full?: boolean;
}) {
  const intl = useIntl();
  const products = useApiQuery(apiKey('/trade/product/list'), async () =>
    unwrap(await api.GET('/trade/product/list')),
  );
  // The overview shows the first markets of the one product list every screen shares.
  const list = useMemo(
    () => (products.status === 'ready' ? products.data.slice(0, size) : undefined),
    [products, size],
  );
  const symbols = useMemo(() => (list ?? []).map((product) => product.code), [list]);
  useWatchPrices(symbols);
  const marketPath = `${prefix}/market`;

  const content = () => {
    if (products.status === 'loading')
      return (
        <Skeleton
          lines={size}
          className={styles.marketPlaceholder}
          label={intl.formatMessage(messages.marketLoading)}
        />
      );
    if (products.status === 'error')
      return (
        <ErrorState
          headingLevel={3}
          description={serverMessage(products.error) ?? intl.formatMessage(messages.marketError)}
          onRetry={products.retry}
          isRetrying={products.isRetrying}
        />
      );
    if (products.data.length === 0)
      return <EmptyState headingLevel={3} title={intl.formatMessage(messages.marketEmpty)} />;
    return (
      <>
        {products.data.some((product) => product.simulated) ? (
          <p className={styles.simulated}>{intl.formatMessage(messages.simulated)}</p>
        ) : null}
        <MarketTableBox full={full}>
          <table className={quoteStyles.table} data-testid="home-market">
            <thead>
              <tr>
                <th scope="col" className={quoteStyles.headCell}>
                  {intl.formatMessage(quotesMessages.columnName)}
                </th>
                <th scope="col" className={quoteStyles.headCell}>
                  {intl.formatMessage(quotesMessages.columnPrice)}
                </th>
                <th scope="col" className={quoteStyles.headCell}>
                  {intl.formatMessage(quotesMessages.columnChange)}
                </th>
                {full
                  ? FULL_COLUMNS.map((column) => (
                      <th key={column} scope="col" className={quoteStyles.detailHeadCell}>
                        {intl.formatMessage(marketTableMessages[column])}
                      </th>
                    ))
                  : null}
              </tr>
            </thead>
            <tbody>
              {(list ?? []).map((product) => (
                <QuoteRow
                  key={product.code}
                  product={product}
                  href={productHref(marketPath, product)}
                  details={full}
                />
              ))}
            </tbody>
          </table>
        </MarketTableBox>
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="home-market-title">
      <div className={styles.sectionHead}>
        <h2 id="home-market-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.market)}
        </h2>
        <Link href={`${prefix}/quotation`}>{intl.formatMessage(messages.moreQuotes)}</Link>
      </div>
      {content()}
    </section>
  );
}

const SHORTCUTS = [
  { key: 'shortcutQuotes', path: '/quotation', icon: 'M4 18l5-6 4 3 7-9' },
  { key: 'shortcutTrade', path: '/user/trade', icon: 'M7 4v16M17 4v16M4 8h6M14 14h6' },
  { key: 'shortcutDeposit', path: '/user/recharge', icon: 'M12 4v12m-5-5 5 5 5-5M5 20h14' },
  { key: 'shortcutMessages', path: '/user/message', icon: 'M4 6h16v10H8l-4 4z' },
  {
    key: 'shortcutLanguage',
    path: '/language',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M3 12h18',
  },
  { key: 'shortcutFaq', path: '/help', icon: 'M9 9a3 3 0 1 1 3 3v2m0 4h.01' },
  { key: 'shortcutApp', path: '/app', icon: 'M8 3h8v18H8zM11 18h2' },
  { key: 'shortcutArticles', path: '/poster', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5' },
  { key: 'shortcutBet', path: '/bet', icon: 'M4 17l5-5 3 3 8-8M14 7h6v6' },
  {
    key: 'shortcutSearch',
    path: '/search',
    icon: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20',
  },
] as const;

/** /app exists unprefixed only (spec §2). */
const shortcutHref = (prefix: string, shortcut: (typeof SHORTCUTS)[number]) =>
  shortcut.path === '/app' ? '/app' : `${prefix}${shortcut.path}`;

/** The shortcuts: tiles on a phone, a compact wrapping row of links (`compact`) on a wide screen. */
export function Shortcuts({
  prefix,
  loggedIn,
  hasScreen,
  compact = false,
}: {
  prefix: string;
  loggedIn: boolean;
  hasScreen: (path: string) => boolean;
  compact?: boolean;
}) {
  const intl = useIntl();
  // Pages that need an account are shown to users only; screens still to come are not shown.
  const shown = SHORTCUTS.filter(
    (shortcut) =>
      (loggedIn || !shortcut.path.startsWith('/user/')) &&
      hasScreen(shortcutHref(prefix, shortcut)),
  );
  return (
    <ul
      className={compact ? styles.compactShortcuts : styles.shortcuts}
      data-testid="home-shortcuts"
    >
      {shown.map((shortcut) => (
        <li key={shortcut.key}>
          <Link
            href={shortcutHref(prefix, shortcut)}
            className={compact ? styles.compactShortcut : styles.shortcut}
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
              className={styles.shortcutIcon}
            >
              <path
                d={shortcut.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {intl.formatMessage(messages[shortcut.key])}
          </Link>
        </li>
      ))}
    </ul>
  );
}
