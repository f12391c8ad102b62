'use client';

/**
 * A tiny external store so that any code (a form handler, a loader) can call `toast()` without
 * a React context; `<Toaster />` subscribes with useSyncExternalStore.
 */
export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  /** Milliseconds before the toast closes; defaults to the Toaster's `duration`. */
  duration?: number;
  tone?: ToastTone;
}

export interface ToastRecord {
  id: string;
  message: string;
  tone: ToastTone;
  duration: number | undefined;
  open: boolean;
}

// A closed toast stays in the list long enough for its exit animation, then leaves.
const removeAfterCloseMs = 1000;
const noToasts: readonly ToastRecord[] = [];

let toasts: readonly ToastRecord[] = noToasts;
let lastId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastRecord[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function getServerToasts(): readonly ToastRecord[] {
  return noToasts;
}

/** Shows `message` in the mounted `<Toaster />` and returns the toast's id. */
export function toast(message: string, options: ToastOptions = {}): string {
  lastId += 1;
  const id = `toast-${lastId}`;
  publish([
    ...toasts,
    { id, message, tone: options.tone ?? 'info', duration: options.duration, open: true },
  ]);
  return id;
}

/** Closes one toast, or every toast when called without an id. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  publish(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
  closing.forEach((item) => {
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        publish(toasts.filter((other) => other.id !== item.id));
      }, removeAfterCloseMs),
    );
  });
}

/** Takes a closed toast out of the list now: its exit animation has played, or it has none. */
export function removeToast(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
  if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id));
}

/** Empties the store at once (tests and stories start from a clean slate). */
export function clearToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  publish(noToasts);
}
