/**
 * Where the content pages live, with the device prefix (`/m` on phones, none on desktop). One place,
 * so the header, home, register and the pages themselves link to the same addresses as the route table.
 */
export function contentPaths(prefix: string) {
  return {
    faq: `${prefix}/faq`,
    help: `${prefix}/help`,
    helpArticle: (id: number) => `${prefix}/help/detail/${id}`,
    terms: `${prefix}/terms`,
    privacy: `${prefix}/privacy`,
    about: `${prefix}/about`,
    search: `${prefix}/search`,
    posters: `${prefix}/poster`,
    postersOf: (categoryId: number) => `${prefix}/poster?categoryId=${categoryId}`,
    posterCategories: `${prefix}/poster/cate`,
    poster: (id: number) => `${prefix}/poster/detail/${id}`,
    support: `${prefix}/support`,
    product: (id: number) => `${prefix}/market?id=${id}`,
  };
}

export type ContentPaths = ReturnType<typeof contentPaths>;
