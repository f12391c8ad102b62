import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: this one answers each media query with `matches(query)`, asked at
 * every call. Its listeners are inert, as the answers do not change while a component listens.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** A mouse or a touch screen, with or without reduced motion, for the pointer effects. */
export function stubPointer({ fine, reducedMotion }: { fine: boolean; reducedMotion: boolean }) {
  stubMatchMedia(
    (query) =>
      (query === '(pointer: fine)' && fine) ||
      (query === '(prefers-reduced-motion: reduce)' && reducedMotion),
  );
}
