import { useEffect, useState } from 'react';

/** True from the first time `wanted` is true, and from then on. */
export function useLatch(wanted: boolean): boolean {
  const [latched, setLatched] = useState(wanted);
  if (wanted && !latched) setLatched(true);
  return latched;
}

/** False on the server and during hydration; true once the browser is idle after load. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
