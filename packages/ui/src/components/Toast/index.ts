export {
  createToastQueue,
  showToast,
  TOAST_TIMEOUT_MS,
  ToastRegion,
  toastQueue,
  toastTones,
  type ShowToastOptions,
  type ToastContent,
  type ToastRegionProps,
  type ToastTone,
} from './Toast';
export { toastTopClearance } from './Toast.css';
