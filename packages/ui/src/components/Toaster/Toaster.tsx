'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type PointerEvent,
  type RefObject,
} from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import type { IconShapeProps } from '../../system/Icon/Icon';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../system/Icon/icons';
import { swipeThresholdFor } from './swipeThreshold';
import * as styles from './Toaster.css';
import {
  dismissToast,
  getServerToasts,
  removeToast,
  getToasts,
  subscribeToToasts,
  type ToastRecord,
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

const hotkey = 'F8';

// Each tone has its own shape, so it is not told by colour alone.
const toneIcons: Record<ToastTone, ComponentType<IconShapeProps>> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

type SwipeDirection = 'left' | 'right';

/**
 * Mount once, near the root of the app; then call `toast()` from anywhere. The timers pause
 * while the pointer is over the toasts, while one has focus and while the window is in the
 * background; F8 moves focus to the toasts; a toast is swiped away towards its side of the
 * screen. Screen readers hear each toast from a live region that is on the page before the
 * toast comes (errors interrupt, the rest wait for a pause), not from the toast itself, which
 * would be read too late or twice.
 */
export function Toaster({
  position = 'top-right',
  duration = 5000,
  label = 'Notification',
  viewportLabel = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss notification',
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  const region = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const paused = usePauses(region, list);
  const swipeDirection: SwipeDirection = position.endsWith('left') ? 'left' : 'right';

  const announced = (assertive: boolean) =>
    toasts
      .filter((item) => item.open && (item.tone === 'error') === assertive)
      .map((item) => <p key={item.id}>{`${label} ${item.message}`}</p>);

  return (
    <>
      <section ref={region} aria-label={viewportLabel.replace('{hotkey}', hotkey)}>
        <ol ref={list} tabIndex={-1} className={styles.viewport({ position })}>
          {toasts.map((item) => (
            <Toast
              key={item.id}
              item={item}
              duration={item.duration ?? duration}
              paused={paused}
              swipeDirection={swipeDirection}
              dismissLabel={dismissLabel}
              // Focus in a toast that closes stays with the toasts, not lost to the page's top.
              onDismiss={(node) => {
                if (node.contains(document.activeElement)) list.current?.focus();
                dismissToast(item.id);
              }}
            />
          ))}
        </ol>
      </section>
      <div role="status" aria-live="assertive" aria-atomic="true" className={visuallyHidden}>
        {announced(true)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announced(false)}
      </div>
    </>
  );
}

/**
 * Whether the timers wait: the pointer is over the toasts, one of them has focus, or the window
 * is in the background. F8 moves focus to the list.
 */
function usePauses(region: RefObject<HTMLElement | null>, list: RefObject<HTMLElement | null>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inBackground, setInBackground] = useState(false);
  useEffect(() => {
    const node = region.current;
    if (!node) return;
    const listeners: [EventTarget, string, (event: Event) => void][] = [
      [node, 'pointermove', () => setHovered(true)],
      [node, 'pointerleave', () => setHovered(false)],
      [node, 'focusin', () => setFocused(true)],
      [
        node,
        'focusout',
        (event) => setFocused(node.contains((event as FocusEvent).relatedTarget as Node | null)),
      ],
      [window, 'blur', () => setInBackground(true)],
      [window, 'focus', () => setInBackground(false)],
      [
        document,
        'keydown',
        (event) => {
          const key = event as KeyboardEvent;
          if (key.key === hotkey && !key.altKey && !key.ctrlKey && !key.metaKey) {
            list.current?.focus();
          }
        },
      ],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [region, list]);
  return hovered || focused || inBackground;
}

interface ToastProps {
  item: ToastRecord;
  duration: number;
  paused: boolean;
  swipeDirection: SwipeDirection;
  dismissLabel: string;
  onDismiss: (node: HTMLLIElement) => void;
}

interface Swipe {
  phase: 'move' | 'cancel' | 'end';
  distance: number;
}

function Toast({ item, duration, paused, swipeDirection, dismissLabel, onDismiss }: ToastProps) {
  const element = useRef<HTMLLIElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [swipe, setSwipe] = useState<Swipe | null>(null);
  useCloseTimer(item, duration, paused);
  useRemovalAfterExit(element, item);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(node);
    };
    node.addEventListener('keydown', closeOnEscape);
    return () => node.removeEventListener('keydown', closeOnEscape);
  }, [onDismiss]);

  // A drag towards the toast's side dismisses it once it covers 80 % of its width (spec §9).
  const along = (clientX: number) => {
    const distance = clientX - (swipeStart.current ?? clientX);
    return swipeDirection === 'right' ? Math.max(0, distance) : Math.min(0, distance);
  };
  const swipeHandlers = {
    onPointerDown(event: PointerEvent<HTMLLIElement>) {
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      swipeStart.current = event.clientX;
    },
    onPointerMove(event: PointerEvent<HTMLLIElement>) {
      const distance = along(event.clientX);
      if (swipeStart.current === null || distance === 0) return;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // The pointer is already gone (released, or never a real one): follow it without capture.
      }
      setSwipe({ phase: 'move', distance });
    },
    onPointerUp(event: PointerEvent<HTMLLIElement>) {
      const distance = along(event.clientX);
      swipeStart.current = null;
      if (swipe?.phase !== 'move') return;
      const width = event.currentTarget.getBoundingClientRect().width;
      if (Math.abs(distance) >= swipeThresholdFor(width)) {
        setSwipe({ phase: 'end', distance });
        dismissToast(item.id);
      } else {
        setSwipe({ phase: 'cancel', distance: 0 });
      }
    },
  };

  const Shape = toneIcons[item.tone];
  return (
    <li
      ref={element}
      className={styles.toast({ tone: item.tone })}
      data-tone={item.tone}
      data-state={item.open ? 'open' : 'closed'}
      data-swipe-direction={swipeDirection}
      data-swipe={swipe?.phase}
      style={swipe ? swipeOffset(swipe) : undefined}
      {...swipeHandlers}
    >
      <Shape className={styles.icon({ tone: item.tone })} />
      <div className={styles.message}>{item.message}</div>
      <button
        type="button"
        className={styles.close}
        aria-label={dismissLabel}
        onClick={(event) => onDismiss(event.currentTarget.parentElement as HTMLLIElement)}
      >
        <CloseIcon className={styles.closeIcon} />
      </button>
    </li>
  );
}

const swipeOffset = ({ phase, distance }: Swipe) =>
  ({
    [phase === 'end' ? '--toast-swipe-end-x' : '--toast-swipe-move-x']: `${distance}px`,
  }) as CSSProperties;

/** Closes the toast after `duration` of unpaused time. */
function useCloseTimer(item: ToastRecord, duration: number, paused: boolean) {
  const remaining = useRef(duration);
  useEffect(() => {
    if (!item.open || paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [item.open, item.id, paused, duration]);
}

/** A closed toast leaves the list once its exit animation has played, or at once without one. */
function useRemovalAfterExit(element: RefObject<HTMLLIElement | null>, item: ToastRecord) {
  useLayoutEffect(() => {
    const node = element.current;
    if (item.open || !node) return;
    const animation = getComputedStyle(node).animationName;
    if (!animation || animation === 'none') {
      removeToast(item.id);
      return;
    }
    const leave = () => removeToast(item.id);
    node.addEventListener('animationend', leave, { once: true });
    return () => node.removeEventListener('animationend', leave);
  }, [element, item.open, item.id]);
}
