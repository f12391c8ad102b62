import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { stubPointer } from '../../testing/matchMedia';
import { Glow } from './Glow';

describe('Glow', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('should go hidden → visible → hover → visible and stay decorative', async () => {
    stubPointer({ fine: true, reducedMotion: false });
    const { container } = render(
      <>
        <p>Plain text</p>
        <button type="button" data-cursor="hover">
          <span>Hover target</span>
        </button>
        <Glow />
      </>,
    );
    const glow = container.querySelector<HTMLElement>('[data-cursor-glow]');
    expect(glow).toHaveAttribute('data-state', 'hidden');
    expect(glow).toHaveAttribute('aria-hidden', 'true');
    fireEvent.mouseMove(document.body, { clientX: 10, clientY: 20 });
    expect(glow).toHaveAttribute('data-state', 'visible');
    fireEvent.mouseOver(screen.getByText('Hover target'));
    expect(glow).toHaveAttribute('data-state', 'hover');
    fireEvent.mouseOver(screen.getByText('Plain text'));
    expect(glow).toHaveAttribute('data-state', 'visible');
    expect(glow && getComputedStyle(glow).pointerEvents).toBe('none');
    await expectNoAxeViolations(container);
  });

  it('should render nothing for a coarse pointer', () => {
    stubPointer({ fine: false, reducedMotion: false });
    const { container } = render(<Glow />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should render nothing under reduced motion', () => {
    stubPointer({ fine: true, reducedMotion: true });
    const { container } = render(<Glow />);
    expect(container).toBeEmptyDOMElement();
  });
});
