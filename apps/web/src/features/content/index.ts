/**
 * The content pages (spec §2): FAQ, help centre and its topics, terms, privacy, about, the article
 * centre, search and online support. The route table loads the pages on demand; other parts of the
 * app link to them through `contentPaths`.
 */
export { contentTitles } from './titles';
export { contentPaths, type ContentPaths } from './paths';
export { contentRoutes } from './routes';
