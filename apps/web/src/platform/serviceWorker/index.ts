export {
  applyUpdate,
  isUpdateWaiting,
  registerServiceWorker,
  subscribeUpdate,
  watchRegistration,
} from './serviceWorker';
