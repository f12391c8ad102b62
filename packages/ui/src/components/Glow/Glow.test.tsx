import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Glow } from './Glow';

function mockMatchMedia({
  finePointer,
  reducedMotion,
}: {
  finePointer: boolean;
  reducedMotion: boolean;
}) {
  window.matchMedia = vi.fn((query: string) => ({
    matches:
      (query === '(pointer: fine)' && finePointer) ||
      (query === '(prefers-reduced-motion: reduce)' && reducedMotion),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('Glow', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('should go hidden → visible → hover → visible and stay decorative', async () => {
    mockMatchMedia({ finePointer: true, reducedMotion: false });
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
    mockMatchMedia({ finePointer: false, reducedMotion: false });
    const { container } = render(<Glow />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should render nothing under reduced motion', () => {
    mockMatchMedia({ finePointer: true, reducedMotion: true });
    const { container } = render(<Glow />);
    expect(container).toBeEmptyDOMElement();
  });
});
