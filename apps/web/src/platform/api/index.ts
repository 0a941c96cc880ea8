export { createAppApiClient, type AppApiClientOptions } from './apiClient';
export { uploadHost } from './uploadHost';
