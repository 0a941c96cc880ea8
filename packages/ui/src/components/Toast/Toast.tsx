import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import * as styles from './Toast.css';

export const toastTones = ['critical', 'positive', 'caution', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

/** How long a toast stays (errors included): 5 s, paused while hovered or focused. */
export const TOAST_TIMEOUT_MS = 5000;

export function createToastQueue() {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

/** The app-wide queue the root `<ToastRegion />` shows. */
export const toastQueue = createToastQueue();

export interface ShowToastOptions {
  queue?: ToastQueue<ToastContent>;
  /** Milliseconds; defaults to 5000. `null` keeps it until closed. */
  timeout?: number | null;
  onClose?: () => void;
}

/**
 * Queue a toast; returns its key (for `queue.close(key)`). A message already on screen (same tone,
 * title and description) is not shown a second time: one failure met by two requests is one toast,
 * not a stack of the same words. The key of the one showing is returned then, and `onClose` is not
 * kept.
 */
export function showToast(content: ToastContent, options: ShowToastOptions = {}) {
  const { queue = toastQueue, timeout = TOAST_TIMEOUT_MS, onClose } = options;
  const showing = queue.visibleToasts.find(
    ({ content: other }) =>
      other.tone === content.tone &&
      other.title === content.title &&
      other.description === content.description,
  );
  if (showing) return showing.key;
  return queue.add(content, {
    ...(timeout === null ? {} : { timeout }),
    ...(onClose ? { onClose } : {}),
  });
}

export interface ToastRegionProps {
  queue?: ToastQueue<ToastContent>;
}

/**
 * Where toasts appear: a landmark region (F6 reaches it); each toast is announced as an alert and
 * its timer pauses while the region is hovered or focused. Render once near the root.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          data-tone={toast.content.tone}
          className={`${styles.toast} ${styles.tone[toast.content.tone]}`}
        >
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          {/* slot="close" gets react-aria's localized "Close" name and closes the toast. */}
          <AriaButton slot="close" className={styles.closeButton}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
