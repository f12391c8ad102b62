import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { CursorFollower } from './CursorFollower';
import { restoreRealTimers } from '../../testing/realTimers';

type Listener = () => void;

/** A matchMedia whose answers the test sets, and can change later. */
function mockMatchMedia(initial: { finePointer: boolean; reducedMotion: boolean }) {
  const state = { ...initial };
  const listeners = new Set<Listener>();
  window.matchMedia = vi.fn((query: string) => ({
    get matches() {
      if (query === '(pointer: fine)') return state.finePointer;
      if (query === '(pointer: coarse)') return !state.finePointer;
      if (query === '(prefers-reduced-motion: reduce)') return state.reducedMotion;
      return false;
    },
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: Partial<typeof state>) {
      Object.assign(state, next);
      act(() => listeners.forEach((listener) => listener()));
    },
    listenerCount: () => listeners.size,
  };
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <>
      <p>Plain text</p>
      <a href="/demo" data-cursor="hover">
        <span>Hover target</span>
      </a>
      {children}
    </>
  );
}

describe('CursorFollower', () => {
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    restoreRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('should go hidden → visible → hover → visible with the mouse', () => {
    mockMatchMedia({ finePointer: true, reducedMotion: false });
    const { container } = render(
      <Page>
        <CursorFollower />
      </Page>,
    );
    const follower = container.querySelector<HTMLElement>('[data-cursor-follower]');
    expect(follower).toHaveAttribute('data-state', 'hidden');
    expect(follower).toHaveAttribute('aria-hidden', 'true');

    fireEvent.mouseMove(screen.getByText('Plain text'), { clientX: 120, clientY: 80 });
    expect(follower).toHaveAttribute('data-state', 'visible');

    // Delegation: the event's target is a child of the marked element.
    fireEvent.mouseOver(screen.getByText('Hover target'));
    expect(follower).toHaveAttribute('data-state', 'hover');

    fireEvent.mouseOver(screen.getByText('Plain text'));
    expect(follower).toHaveAttribute('data-state', 'visible');
  });

  it('should move with a transform once per animation frame', () => {
    mockMatchMedia({ finePointer: true, reducedMotion: false });
    const { container } = render(<CursorFollower />);
    const follower = container.querySelector<HTMLElement>('[data-cursor-follower]');
    fireEvent.mouseMove(document.body, { clientX: 10, clientY: 20 });
    fireEvent.mouseMove(document.body, { clientX: 30, clientY: 40 });
    expect(follower?.style.transform).toBe('');
    act(() => vi.advanceTimersByTime(16));
    expect(follower?.style.transform).toBe('translate3d(30px, 40px, 0px)');
    expect(follower?.style.top).toBe('');
    expect(follower?.style.left).toBe('');
  });

  it('should hide again when the mouse leaves the page', () => {
    mockMatchMedia({ finePointer: true, reducedMotion: false });
    const { container } = render(<CursorFollower />);
    fireEvent.mouseMove(document.body, { clientX: 10, clientY: 20 });
    fireEvent.mouseLeave(document.documentElement);
    expect(container.querySelector('[data-cursor-follower]')).toHaveAttribute(
      'data-state',
      'hidden',
    );
  });

  it('should render nothing and listen to no mouse event for a coarse pointer', () => {
    mockMatchMedia({ finePointer: false, reducedMotion: false });
    const listen = vi.spyOn(window, 'addEventListener');
    const { container } = render(<CursorFollower />);
    fireEvent.mouseMove(document.body, { clientX: 10, clientY: 20 });
    expect(container).toBeEmptyDOMElement();
    expect(listen).not.toHaveBeenCalledWith('mousemove', expect.anything(), expect.anything());
    listen.mockRestore();
  });

  it('should render nothing under reduced motion, and stop when the setting turns on', () => {
    const media = mockMatchMedia({ finePointer: true, reducedMotion: true });
    const { container } = render(<CursorFollower />);
    expect(container).toBeEmptyDOMElement();
    media.set({ reducedMotion: false });
    expect(container.querySelector('[data-cursor-follower]')).not.toBeNull();
    media.set({ reducedMotion: true });
    expect(container).toBeEmptyDOMElement();
  });

  it('should render nothing where matchMedia is missing (server, old browsers)', () => {
    // @ts-expect-error -- simulating an environment without matchMedia
    delete window.matchMedia;
    const { container } = render(<CursorFollower />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should never hide the system cursor nor catch clicks', () => {
    mockMatchMedia({ finePointer: true, reducedMotion: false });
    const { container } = render(<CursorFollower />);
    fireEvent.mouseMove(document.body, { clientX: 10, clientY: 20 });
    const follower = container.querySelector<HTMLElement>('[data-cursor-follower]');
    expect(follower && getComputedStyle(follower).pointerEvents).toBe('none');
    expect(getComputedStyle(document.body).cursor).not.toBe('none');
  });

  it('should have no axe violations while visible', async () => {
    mockMatchMedia({ finePointer: true, reducedMotion: false });
    const { container } = render(
      <Page>
        <CursorFollower />
      </Page>,
    );
    fireEvent.mouseMove(document.body, { clientX: 10, clientY: 20 });
    restoreRealTimers();
    await expectNoAxeViolations(container);
  });
});
