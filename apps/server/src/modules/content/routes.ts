import { defineRoutes, pageOf } from '../../http/route';
import * as content from './service';
import { accountIdOf } from '../auth/service';

/** Tags `common` (dictionaries, site parameters, tokens, countries, banners) and `content`. */
export const contentRoutes = defineRoutes({
  getDictEnumMapAll: async (_input, ctx) => content.dictionaries(ctx),
  getDictEnumFull: async ({ params }, ctx) => content.dictionary(ctx, params.entityName),
  getSiteParameters: async (_input, ctx) => content.siteParams(ctx),
  getIdempotentToken: async ({ auth }, ctx) => content.newIdempotentToken(ctx, accountIdOf(auth)),
  listCountries: async (_input, ctx) => content.countryList(ctx),
  listLanguages: async (_input, ctx) => content.languages(ctx),
  listTranslations: async ({ headers }, ctx) =>
    content.translations(ctx, headers['accept-language']),
  listBanners: async ({ params }, ctx) => content.banners(ctx, params.position),
  getDomainAgentNumber: async () => ({ agentNumber: null }),
  getSupportLink: async (_input, ctx) => {
    const site = await content.siteParams(ctx);
    return { url: site.ONLINE_SERVICE_URL ?? '', script: site.ONLINE_SERVICE_SCRIPT || null };
  },
  getAppDownload: async (_input, ctx) => {
    const site = await content.siteParams(ctx);
    return { page: site.APP_DOWNLOAD_PAGE ?? '/app', android: null, ios: null, version: null };
  },
  getHealth: async (_input, ctx) => ({
    status: 'up',
    uptimeSeconds: Math.floor((ctx.kernel.clock.now() - ctx.startedAt) / 1000),
    database: ctx.databaseKind,
  }),

  listArticleCategories: async () => content.articleCategories(),
  listArticles: async ({ body }, ctx) => {
    const p = pageOf(body);
    return content.listArticles(ctx, p.page, p.limit, body.categoryId);
  },
  getArticle: async ({ params }, ctx) => content.article(ctx, params.id, ['article']),
  listFaq: async (_input, ctx) => content.faq(ctx),
  listHelp: async (_input, ctx) => content.help(ctx),
  getHelpArticle: async ({ params }, ctx) => content.article(ctx, params.id, ['help']),
  getSitePage: async ({ params }, ctx) => content.sitePage(ctx, params.key),
  listPopularSearches: async (_input, ctx) =>
    ctx.products
      .all()
      .slice(0, 6)
      .map((p) => ({ keyword: p.code })),
  search: async ({ query }, ctx) => ({
    products: ctx.products.search(query.keyword),
    articles: await content.searchArticles(ctx, query.keyword),
  }),
});
