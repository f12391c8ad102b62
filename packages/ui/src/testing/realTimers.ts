import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Puts real timers back after a test that faked them. jsdom runs animation frames and its focus
 * fix-up on an interval that it starts only when one is needed, with the timers of that moment:
 * started under fake timers, the interval goes with them, and no animation frame runs again in
 * that file. Running what is pending first lets the interval stop itself while it still can.
 */
export function restoreRealTimers(): void {
  if (vi.isFakeTimers()) act(() => vi.runOnlyPendingTimers());
  vi.useRealTimers();
}
