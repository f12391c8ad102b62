import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { stubMatchMedia } from '../../testing/matchMedia';
import { BackToTop } from './BackToTop';
import { moveFocus } from './moveFocus';
import { restoreRealTimers } from '../../testing/realTimers';

function scrollPageTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
    vi.advanceTimersByTime(16);
  });
}

describe('BackToTop', () => {
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollY = 0;
    window.innerHeight = 800;
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    restoreRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  function renderWithMain() {
    return render(
      <>
        <main id="main">
          <h1>Article</h1>
        </main>
        <BackToTop label="Back to top" focusTargetId="main" />
      </>,
    );
  }

  it('should be hidden and unfocusable at the top of the page', async () => {
    const { container } = renderWithMain();
    act(() => vi.advanceTimersByTime(16));
    const button = screen.getByText('Back to top').closest('button');
    expect(button).toHaveAttribute('data-state', 'hidden');
    expect(button).toHaveAttribute('hidden');
    expect(button).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    restoreRealTimers();
    await expectNoAxeViolations(container);
  });

  it('should stay hidden before one screen is scrolled and appear after it', async () => {
    const { container } = renderWithMain();
    scrollPageTo(799);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(1200);
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button).toHaveAttribute('data-state', 'visible');
    expect(button).toBeVisible();
    scrollPageTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(1200);
    // axe schedules its work with real timers.
    restoreRealTimers();
    await expectNoAxeViolations(container);
  });

  it('should listen passively and measure at most once per animation frame', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const listen = vi.spyOn(window, 'addEventListener');
    renderWithMain();
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    act(() => vi.advanceTimersByTime(16));
    raf.mockClear();
    act(() => {
      window.scrollY = 900;
      for (let i = 0; i < 10; i += 1) fireEvent.scroll(window);
    });
    expect(raf).toHaveBeenCalledTimes(1);
  });

  it('should appear at once when the page is already scrolled on mount', () => {
    window.scrollY = 2000;
    renderWithMain();
    act(() => vi.advanceTimersByTime(16));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it('should scroll smoothly to the top and move focus to the target', () => {
    stubMatchMedia(() => false);
    renderWithMain();
    scrollPageTo(1600);
    const button = screen.getByRole('button', { name: 'Back to top' });
    button.focus();
    fireEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    // Focusable only while it holds focus: it never joins the tab order.
    expect(main).toHaveAttribute('tabindex', '-1');
    act(() => main.blur());
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('should jump without animation under reduced motion', () => {
    stubMatchMedia((query) => query.includes('reduce'));
    renderWithMain();
    scrollPageTo(1600);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('should move focus to the body when no target is given', () => {
    render(<BackToTop label="Back to top" />);
    scrollPageTo(1600);
    const button = screen.getByRole('button', { name: 'Back to top' });
    button.focus();
    fireEvent.click(button);
    expect(document.body).toHaveFocus();
  });
});

describe('moveFocus', () => {
  it('should leave the tabindex of a focusable element alone', () => {
    render(<button type="button">Go</button>);
    const button = screen.getByRole('button');
    moveFocus(button);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('tabindex');
  });
});
