import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PointerTrail } from './PointerTrail';

function pointer({ fine, reducedMotion }: { fine: boolean; reducedMotion: boolean }) {
  window.matchMedia = vi.fn((query: string) => ({
    matches:
      query === '(pointer: fine)'
        ? fine
        : query === '(prefers-reduced-motion: reduce)'
          ? reducedMotion
          : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('PointerTrail', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('should render a hidden, named layer for a mouse', () => {
    pointer({ fine: true, reducedMotion: false });
    const { container } = render(
      <PointerTrail className="layer" kind="glow">
        <span />
      </PointerTrail>,
    );
    const layer = container.querySelector('[data-cursor-glow]');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveClass('layer');
  });

  it('should render nothing on a touch screen or under reduced motion', () => {
    for (const setting of [
      { fine: false, reducedMotion: false },
      { fine: true, reducedMotion: true },
    ]) {
      pointer(setting);
      const { container, unmount } = render(
        <PointerTrail className="layer" kind="follower">
          <span />
        </PointerTrail>,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
