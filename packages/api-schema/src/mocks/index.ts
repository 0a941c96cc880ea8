export { createHandlers, ok } from './handlers';
export * as fixtures from './fixtures';
