import * as ToastPrimitive from '@radix-ui/react-toast';
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import type { IconShapeProps } from '../../system/Icon/Icon';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../system/Icon/icons';
import { swipeThresholdFor, defaultSwipeThreshold } from './swipeThreshold';
import * as styles from './Toaster.css';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToToasts,
  type ToastTone,
} from './toastStore';

export const toasterPositions = [
  'top-right',
  'top-left',
  'top-center',
  'bottom-right',
  'bottom-left',
  'bottom-center',
] as const;

export interface ToasterProps {
  position?: (typeof toasterPositions)[number];
  /** Milliseconds a toast stays open unless `toast()` says otherwise. */
  duration?: number;
  /** Read before each toast's text by screen readers. */
  label?: string;
  /** Name of the toast region; `{hotkey}` becomes the key that focuses it (F8). */
  viewportLabel?: string;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
}

// Each tone has its own shape, so it is not told by colour alone.
const toneIcons: Record<ToastTone, ComponentType<IconShapeProps>> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  const Shape = toneIcons[tone];
  return <Shape className={styles.icon({ tone })} />;
}

/**
 * Mount once, near the root of the app; then call `toast()` from anywhere. Built on Radix
 * Toast, which pauses the timers while the pointer is over the toasts, while one has focus and
 * while the window is in the background, and announces each toast through a live region.
 */
export function Toaster({
  position = 'top-right',
  duration = 5000,
  label = 'Notification',
  viewportLabel = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss notification',
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  // A drag dismisses once it covers 80 % of the dragged toast's width (spec §9).
  const [swipeThreshold, setSwipeThreshold] = useState(defaultSwipeThreshold);
  const swipeDirection = position.endsWith('left') ? 'left' : 'right';

  return (
    <ToastPrimitive.Provider
      duration={duration}
      label={label}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          duration={item.duration}
          // Errors interrupt (assertive); the rest wait for a pause (polite).
          type={item.tone === 'error' ? 'foreground' : 'background'}
          className={styles.toast({ tone: item.tone })}
          data-tone={item.tone}
          onSwipeStart={(event) =>
            setSwipeThreshold(swipeThresholdFor(event.currentTarget.getBoundingClientRect().width))
          }
        >
          <ToneIcon tone={item.tone} />
          <ToastPrimitive.Description className={styles.message}>
            {item.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close className={styles.close} aria-label={dismissLabel}>
            <CloseIcon className={styles.closeIcon} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport({ position })} label={viewportLabel} />
    </ToastPrimitive.Provider>
  );
}
