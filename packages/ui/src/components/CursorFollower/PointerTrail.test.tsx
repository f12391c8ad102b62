import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubPointer } from '../../testing/matchMedia';
import { PointerTrail } from './PointerTrail';

describe('PointerTrail', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('should render a hidden, named layer for a mouse', () => {
    stubPointer({ fine: true, reducedMotion: false });
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
      stubPointer(setting);
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
