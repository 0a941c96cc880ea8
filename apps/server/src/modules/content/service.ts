import type { Schema } from '@repo/api-schema/schema';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import * as t from '../../db/schema';
import { defaultSiteParams } from './siteDefaults';
import { AppError, ErrorCode } from '../../kernel/errors';
import type { AppContext } from '../../kernel/context';
import { signalEvent } from '../../realtime/events';

export async function siteParams(ctx: AppContext): Promise<Schema<'SiteParameters'>> {
  const rows = await ctx.db.select().from(t.siteParams);
  // Every key has its default; stored values replace them (the operator sets them as strings).
  return {
    ...defaultSiteParams,
    ...Object.fromEntries(rows.map((r) => [r.key, r.value])),
  } as Schema<'SiteParameters'>;
}

/** Operator configuration: upserts parameters and tells every connection to reload the UI. */
export async function setSiteParams(ctx: AppContext, values: Record<string, string>) {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  await ctx.kernel.tx(async (tx, emit) => {
    for (const [key, value] of entries) {
      await tx
        .insert(t.siteParams)
        .values({ key, value })
        .onConflictDoUpdate({ target: t.siteParams.key, set: { value } });
    }
    await emit(signalEvent('refreshUiUser', ctx.kernel.clock.now()));
  });
}

export async function dictionaries(
  ctx: AppContext,
): Promise<Record<string, { code: string; name: string }[]>> {
  const rows = await ctx.db
    .select()
    .from(t.dictionaries)
    .orderBy(asc(t.dictionaries.type), asc(t.dictionaries.sort));
  const map: Record<string, { code: string; name: string }[]> = {};
  for (const r of rows) (map[r.type] ??= []).push({ code: r.code, name: r.label });
  return map;
}

export async function dictionary(ctx: AppContext, type: string) {
  const list = (await dictionaries(ctx))[type];
  if (!list) throw new AppError(ErrorCode.NOT_FOUND, `No dictionary ${type}`);
  return list;
}

/** Operator configuration: replace one dictionary and tell clients to reload dictionaries. */
export async function setDictionary(
  ctx: AppContext,
  type: string,
  entries: { code: string; name: string }[],
) {
  await ctx.kernel.tx(async (tx, emit) => {
    await tx.delete(t.dictionaries).where(eq(t.dictionaries.type, type));
    if (entries.length)
      await tx
        .insert(t.dictionaries)
        .values(entries.map((e, sort) => ({ type, code: e.code, label: e.name, sort })));
    await emit(signalEvent('refreshDict', ctx.kernel.clock.now()));
  });
}

export async function languages(ctx: AppContext) {
  const rows = await ctx.db.select().from(t.languages).orderBy(asc(t.languages.sort));
  return rows.map((l) => ({
    langCode: l.langCode,
    langKey: l.langKey,
    langName: l.langName,
    // An operator's uploaded icon, or none: the app draws the country's flag itself (no image files
    // are shipped for 40 flags, and a URL to one that does not exist would be a broken image).
    icon: l.icon || '',
    dir: l.dir as 'ltr' | 'rtl',
    isDefault: l.langCode === 'en-US',
  }));
}

/** The language picker entries: one per language, with the flag and name of its country. */
export async function countryList(ctx: AppContext) {
  const [langs, countries] = await Promise.all([languages(ctx), ctx.db.select().from(t.countries)]);
  const byCode = new Map(countries.map((c) => [c.code, c]));
  return langs.map((l, i) => {
    const region = l.langCode.split('-').at(-1)!;
    const country = byCode.get(region);
    return {
      id: i + 1,
      langCode: l.langCode,
      langKey: l.langKey,
      name: country?.name ?? region,
      langName: l.langName,
      areaCode: country?.dialCode ?? '',
      icon: l.icon,
    };
  });
}

export async function translations(ctx: AppContext, acceptLanguage: string | undefined) {
  const wanted = (acceptLanguage ?? 'en-US').split(',')[0]!.split(';')[0]!.trim() || 'en-US';
  const rows = await ctx.db
    .select()
    .from(t.translations)
    .where(or(eq(t.translations.lang, wanted), eq(t.translations.lang, 'en-US')));
  const map: Record<string, string> = {};
  for (const r of rows) if (r.lang === 'en-US') map[r.key] = r.value;
  for (const r of rows) if (r.lang === wanted) map[r.key] = r.value;
  return map;
}

export async function banners(ctx: AppContext, position: string) {
  const rows = await ctx.db
    .select()
    .from(t.banners)
    .where(eq(t.banners.position, position))
    .orderBy(asc(t.banners.sort));
  return rows.map((b) => ({ id: b.id, title: b.title, image: b.imageUrl, link: b.link || null }));
}

const summary = (a: typeof t.articles.$inferSelect) => ({
  id: a.id,
  categoryId: a.category === 'article' ? 1 : null,
  title: a.title,
  summary: a.content.replace(/<[^>]*>/g, '').slice(0, 120),
  cover: null,
  publishedAt: a.createdAt.toISOString(),
});

export const articleCategories = () => [{ id: 1, name: 'Articles' }];

export async function listArticles(
  ctx: AppContext,
  page: number,
  limit: number,
  categoryId?: number,
) {
  if (categoryId !== undefined && categoryId !== 1) return { list: [], total: 0, page, limit };
  const where = eq(t.articles.category, 'article');
  const [total] = await ctx.db.select({ n: count() }).from(t.articles).where(where);
  const rows = await ctx.db
    .select()
    .from(t.articles)
    .where(where)
    .orderBy(asc(t.articles.sort))
    .limit(limit)
    .offset((page - 1) * limit);
  return { list: rows.map(summary), total: total?.n ?? 0, page, limit };
}

export async function article(ctx: AppContext, id: number, categories: string[]) {
  const [row] = await ctx.db.select().from(t.articles).where(eq(t.articles.id, id));
  if (!row || !categories.includes(row.category))
    throw new AppError(ErrorCode.NOT_FOUND, 'No such article');
  return { ...summary(row), content: row.content };
}

export async function faq(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(t.articles)
    .where(eq(t.articles.category, 'faq'))
    .orderBy(asc(t.articles.sort));
  return rows.map((r) => ({ id: r.id, question: r.title, answer: r.content }));
}

export async function help(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(t.articles)
    .where(eq(t.articles.category, 'help'))
    .orderBy(asc(t.articles.sort));
  return [{ id: 1, name: 'Getting started', topics: rows.map(summary) }];
}

export async function sitePage(ctx: AppContext, key: 'terms' | 'privacy' | 'about') {
  const [row] = await ctx.db.select().from(t.articles).where(eq(t.articles.category, key)).limit(1);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such page');
  return { key, title: row.title, content: row.content, updatedAt: row.createdAt.toISOString() };
}

/** LIKE pattern with the user's text taken literally. */
const literal = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchArticles(ctx: AppContext, keyword: string) {
  const rows = await ctx.db
    .select()
    .from(t.articles)
    .where(
      and(
        eq(t.articles.category, 'article'),
        or(ilike(t.articles.title, literal(keyword)), ilike(t.articles.content, literal(keyword))),
      ),
    )
    .limit(20);
  return rows.map(summary);
}

export async function creditInfo(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ score: t.users.creditScore })
    .from(t.users)
    .where(eq(t.users.id, userId));
  return {
    score: row?.score ?? 0,
    maxScore: 100,
    history: [] as { change: number; reason: string; createdAt: string }[],
  };
}

export async function newIdempotentToken(ctx: AppContext, userId: number | null) {
  const token = crypto.randomUUID().replace(/-/g, '');
  const expiresAt = new Date(Date.now() + 86_400_000);
  // Expired tokens are refused when used and removed by the hourly tokens.cleanup job (removing them
  // here read the whole table on every request).
  await ctx.db.insert(t.idempotentTokens).values({ token, userId, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}
