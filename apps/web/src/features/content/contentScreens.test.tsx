import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { ArticleScreen } from './ArticleScreen';
import { FaqScreen, filterFaq } from './FaqScreen';
import { HelpCentreScreen } from './HelpCentreScreen';
import { contentPaths } from './paths';
import { PosterCategoriesScreen } from './PosterCategoriesScreen';
import { PosterListScreen } from './PosterListScreen';
import { SEARCH_DEBOUNCE_MS, SearchScreen } from './SearchScreen';
import { SitePageScreen } from './SitePageScreen';
import { SupportScreen, supportChatUrl } from './SupportScreen';

const paths = contentPaths('/m');
const ok = (data: unknown) => () => ({ code: 0, data });
const callsTo = (calls: { path: string }[], path: string) =>
  calls.filter((call) => call.path === path).length;

describe('FAQ', () => {
  it('loads the questions once and filters them as the user types, answers included', async () => {
    const { api, calls } = createTestApi({ '/faq/list': ok(fixtures.faq) });
    render(withIntl(<FaqScreen api={api} paths={paths} />));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'How long does a withdrawal take?' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'WAGERING');
    expect(await screen.findByText('1 question')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'How long does a withdrawal take?' })).toBeNull();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'lottery');
    expect(await screen.findByText('No question matches “lottery”')).toBeTruthy();
    expect(callsTo(calls, '/faq/list')).toBe(1);
  });

  it('every word must match; markup in answers is not searched', () => {
    const entries = [
      { id: 1, question: 'Deposit', answer: '<p class="withdraw">Open Wallet</p>' },
      { id: 2, question: 'Withdraw fees', answer: '<p>One per day free</p>' },
    ];
    expect(filterFaq(entries, 'withdraw', 'en-US').map((e) => e.id)).toEqual([2]);
    expect(filterFaq(entries, 'wallet open', 'en-US').map((e) => e.id)).toEqual([1]);
    expect(filterFaq(entries, '  ', 'en-US')).toHaveLength(2);
  });

  it('a failed load offers Retry, which asks again', async () => {
    let attempt = 0;
    const { api, calls } = createTestApi({
      '/faq/list': () =>
        ++attempt === 1 ? { code: 500, msg: 'Server busy' } : { code: 0, data: fixtures.faq },
    });
    render(withIntl(<FaqScreen api={api} paths={paths} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'What is the turnover code?' })).toBeTruthy();
    expect(callsTo(calls, '/faq/list')).toBe(2);
  });
});

describe('help centre and articles', () => {
  it('lists each category’s topics, linking to the help article', async () => {
    const { api } = createTestApi({ '/help/list': ok(fixtures.helpCategories) });
    render(withIntl(<HelpCentreScreen api={api} paths={paths} />));
    const row = await screen.findByRole('row', { name: /How margin works/ });
    expect(row.getAttribute('data-href')).toBe('/m/help/detail/1');
  });

  it.each([
    ['help', '/help/info/7'],
    ['poster', '/article/info/7'],
  ] as const)('a %s article is read from %s and its rich text shown', async (source, path) => {
    const { api, calls } = createTestApi({ [path]: ok({ ...fixtures.article, id: 7 }) });
    render(withIntl(<ArticleScreen api={api} source={source} id={7} timeZone="UTC" />));
    expect(await screen.findByRole('heading', { name: 'Margin' })).toBeTruthy();
    expect(screen.getByText('2026-01-31 08:00:00')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([path]);
  });

  it('a missing article says so without a pointless Retry', async () => {
    const { api } = createTestApi({
      '/article/info/9': () => ({ code: 404, msg: 'No such article' }),
    });
    render(withIntl(<ArticleScreen api={api} source="poster" id={9} />));
    expect(await screen.findByText('This article does not exist or has been removed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a site page is read by its key', async () => {
    const { api, calls } = createTestApi({
      '/common/page/privacy': ok({ ...fixtures.sitePage, key: 'privacy', title: 'Privacy' }),
    });
    render(withIntl(<SitePageScreen api={api} pageKey="privacy" paths={paths} timeZone="UTC" />));
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy' })).toBeTruthy();
    expect(screen.getByText('Last updated 2026-01-31 08:00:00')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/common/page/privacy']);
  });
});

describe('search', () => {
  it('waits for a pause in typing, then sends one search; products link to their page', async () => {
    const apple = { ...fixtures.products[0]!, id: 42, code: 'AAPL', name: 'Apple Inc.' };
    const { api, calls } = createTestApi({
      '/search/popular': ok(fixtures.popularSearches),
      '/search/list': ok({ products: [apple], articles: [] }),
    });
    const get = vi.spyOn(api, 'GET');
    const onSearch = vi.fn();
    render(withIntl(<SearchScreen api={api} paths={paths} onSearch={onSearch} />));
    await screen.findByRole('button', { name: 'BTC' });
    await userEvent.type(screen.getByRole('searchbox'), 'apple');
    const row = await screen.findByRole('row', { name: /AAPL/ });
    expect(row.getAttribute('data-href')).toBe('/m/market?id=42');
    expect(within(row).getByText('Apple Inc.')).toBeTruthy();
    expect(row.textContent).toContain('Coins');
    expect(callsTo(calls, '/search/list')).toBe(1);
    expect(get).toHaveBeenCalledWith('/search/list', { params: { query: { keyword: 'apple' } } });
    expect(onSearch).toHaveBeenLastCalledWith('apple');
    expect(SEARCH_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it('a popular term searches at once', async () => {
    const { api, calls } = createTestApi({
      '/search/popular': ok(fixtures.popularSearches),
      '/search/list': ok({ products: [], articles: [] }),
    });
    render(withIntl(<SearchScreen api={api} paths={paths} />));
    await userEvent.click(await screen.findByRole('button', { name: 'gold' }));
    expect(await screen.findByText('Nothing found for “gold”')).toBeTruthy();
    expect(callsTo(calls, '/search/list')).toBe(1);
  });
});

describe('article centre', () => {
  it('asks for the first page of the chosen category and links each article', async () => {
    const { api, calls } = createTestApi({
      '/article/list': ok(fixtures.page(fixtures.articleSummaries)),
    });
    render(withIntl(<PosterListScreen api={api} paths={paths} categoryId={2} />));
    const row = await screen.findByRole('row', { name: /New products listed/ });
    expect(row.getAttribute('data-href')).toBe('/m/poster/detail/2');
    expect(calls.find((call) => call.path === '/article/list')?.body).toEqual({
      page: 1,
      limit: 20,
      categoryId: 2,
    });
  });

  it('lists the categories, each opening its articles', async () => {
    const { api } = createTestApi({ '/article/category/list': ok(fixtures.articleCategories) });
    render(withIntl(<PosterCategoriesScreen api={api} paths={paths} />));
    const row = await screen.findByRole('row', { name: 'News' });
    expect(row.getAttribute('data-href')).toBe('/m/poster?categoryId=1');
  });
});

describe('online support', () => {
  it('opens the operator’s link in a new tab', async () => {
    const { api } = createTestApi({ '/common/support': ok(fixtures.supportLink) });
    render(withIntl(<SupportScreen api={api} paths={paths} />));
    const link = await screen.findByRole('link', { name: 'Open the support chat' });
    expect(link.getAttribute('href')).toBe('https://support.example.com/chat');
  });

  it('says plainly when there is no support link', async () => {
    const { api } = createTestApi({ '/common/support': ok({ url: '  ', script: null }) });
    render(withIntl(<SupportScreen api={api} paths={paths} />));
    expect(await screen.findByText('Online support is not offered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toBeTruthy();
  });

  it('offers only web addresses', () => {
    expect(supportChatUrl('https://chat.example.com/x')).toBe('https://chat.example.com/x');
    expect(supportChatUrl('javascript:alert(1)')).toBeUndefined();
    expect(supportChatUrl('')).toBeUndefined();
  });
});
