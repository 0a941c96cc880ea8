export { createAppApiClient, type AppApiClientOptions } from './apiClient';
