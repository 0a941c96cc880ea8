export { parsePriceTick, sameQuote, toLiveQuote, type LiveQuote } from './priceTick';
export {
  createPriceStore,
  browserFrameScheduler,
  createThrottledFrameScheduler,
  PRICE_FLUSH_INTERVAL_MS,
  documentVisibility,
  type FrameScheduler,
  type PageVisibility,
  type PriceStore,
  type PriceStoreOptions,
} from './priceStore';
export { PriceStoreProvider, usePrice, usePricesStale } from './PriceStoreContext';
export {
  feedPriceMessage,
  priceDestination,
  priceTopicSymbol,
  watchPriceTopics,
  type PriceTopicSocket,
} from './feedPriceMessages';
