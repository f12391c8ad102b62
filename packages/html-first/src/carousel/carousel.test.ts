import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceCarouselBeforeApp } from './carousel';
import { recordWindowListeners } from '../testing/windowListeners';

/**
 * The kit's Carousel as the server sends it (Carousel.tsx, before the slider): the Pause button
 * and the arrows in hidden wrappers, the track, the dots, hidden too, and the script's place
 * inside the root. Written by hand: this package does not import the kit.
 */
function carouselMarkup({ loop = true } = {}) {
  const slides = Array.from(
    { length: 5 },
    (_, index) =>
      `<div role="group" aria-roledescription="slide" aria-label="${index + 1} of 5"><p>Story ${index + 1}</p></div>`,
  ).join('');
  const dots = Array.from(
    { length: 5 },
    (_, index) =>
      `<button type="button" aria-label="Go to slide ${index + 1}" aria-controls="r1-slides"></button>`,
  ).join('');
  return `
    <section aria-roledescription="carousel" aria-label="Client stories" data-layout="stacked"
      ${loop ? 'data-loop=""' : ''} data-state="paused">
      <div class="controls">
        <span hidden=""><button type="button" aria-label="Pause carousel"><span aria-hidden="true">II</span></button></span>
        <div class="arrows" hidden="">
          <button type="button" aria-label="Previous slide" aria-controls="r1-slides"><span aria-hidden="true"><svg></svg></span></button>
          <button type="button" aria-label="Next slide" aria-controls="r1-slides"><span aria-hidden="true"><svg></svg></span></button>
        </div>
      </div>
      <div id="r1-slides" aria-live="polite">${slides}</div>
      <div role="group" aria-label="Choose a slide" hidden="">${dots}</div>
      <script></script>
    </section>`;
}

// jsdom lays nothing out: the strip is 600 px wide, each slide 300 px, five of them.
const slideWidth = 300;
const scrollable = 5 * slideWidth - 600;

let reducedMotion = false;
let windowListeners: ReturnType<typeof recordWindowListeners>;

/** Renders the carousel, gives its strip a layout, and runs the behaviour on it. */
function setUp({ loop = true, rtl = false, scrolled = 0 } = {}) {
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  document.body.innerHTML = carouselMarkup({ loop });
  const root = document.querySelector('section')!;
  const track = document.getElementById('r1-slides')!;
  let scrollLeft = scrolled;
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => (scrollLeft = value),
  });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 5 * slideWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(track.firstElementChild, 'offsetWidth', {
    configurable: true,
    value: slideWidth,
  });
  const scrollTo = vi.fn<(options: ScrollToOptions) => void>();
  track.scrollTo = scrollTo as typeof track.scrollTo;
  enhanceCarouselBeforeApp(root);
  return {
    root,
    track,
    scrollTo,
    previous: document.querySelector<HTMLButtonElement>('[aria-label="Previous slide"]')!,
    next: document.querySelector<HTMLButtonElement>('[aria-label="Next slide"]')!,
    /** The visitor scrolls the strip (`scrollLeft` as the browser counts it). */
    scrollStripTo(value: number) {
      scrollLeft = value;
      track.dispatchEvent(new Event('scroll'));
    },
  };
}

/** A click as a pointer makes it: on the icon inside the button, bubbling. */
const click = (button: HTMLButtonElement) =>
  button.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));

beforeEach(() => {
  reducedMotion = false;
  // jsdom has no matchMedia.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
      media: query,
    })),
  );
  windowListeners = recordWindowListeners();
});

afterEach(() => {
  windowListeners.removeAll();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
});

describe('enhanceCarouselBeforeApp', () => {
  it('shows the previous and next buttons, and nothing else that the markup hides', () => {
    const { previous, next } = setUp();
    expect(previous.closest('[hidden]')).toBeNull();
    expect(next.closest('[hidden]')).toBeNull();
    expect(document.querySelector('[aria-label="Pause carousel"]')!.closest('[hidden]')).not.toBe(
      null,
    );
    expect(document.querySelector('[aria-label="Go to slide 1"]')!.closest('[hidden]')).not.toBe(
      null,
    );
  });

  it('scrolls the strip one slide on with next and one slide back with previous', () => {
    const { scrollTo, previous, next, scrollStripTo } = setUp();
    scrollStripTo(300);
    click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('hears the click in the capture phase on the window, even when the document stops it', () => {
    const { scrollTo, next } = setUp();
    // As React does while it hydrates, for a click on a part not yet hydrated.
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener('click', stop, true);
    try {
      click(next);
    } finally {
      document.removeEventListener('click', stop, true);
    }
    expect(scrollTo).toHaveBeenCalledWith({ left: slideWidth, behavior: 'smooth' });
  });

  it('does not move on clicks elsewhere: the dots, the pause button, a slide, the document', () => {
    const { scrollTo, root } = setUp();
    for (const element of root.querySelectorAll(
      'button:not([aria-controls]), button[aria-label^="Go"], p',
    )) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    document.dispatchEvent(new MouseEvent('click'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(root.hasAttribute('data-moving')).toBe(false);
  });

  it('does not move past either end of a carousel that does not loop', () => {
    const { scrollTo, root, previous, next, scrollStripTo } = setUp({ loop: false });
    click(previous);
    scrollStripTo(scrollable - 1);
    click(next);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(root.hasAttribute('data-moving')).toBe(false);
    click(previous);
    expect(scrollTo).toHaveBeenCalledWith({
      left: scrollable - 1 - slideWidth,
      behavior: 'smooth',
    });
  });

  it('marks the button at an end unavailable as the strip scrolls, when it does not loop', () => {
    const { previous, next, scrollStripTo } = setUp({ loop: false });
    scrollStripTo(1);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('aria-disabled')).toBe(false);
    scrollStripTo(300);
    expect(previous.hasAttribute('aria-disabled')).toBe(false);
    expect(next.hasAttribute('aria-disabled')).toBe(false);
    scrollStripTo(scrollable);
    expect(previous.hasAttribute('aria-disabled')).toBe(false);
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('never marks a button unavailable when it loops', () => {
    const { previous, next, scrollStripTo } = setUp();
    scrollStripTo(0);
    scrollStripTo(scrollable);
    expect(previous.hasAttribute('aria-disabled')).toBe(false);
    expect(next.hasAttribute('aria-disabled')).toBe(false);
  });

  it('wraps around when it loops: on from the end to the start, back from the start to the end', () => {
    const { scrollTo, previous, next, scrollStripTo } = setUp();
    click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: scrollable, behavior: 'smooth' });
    scrollStripTo(scrollable - 1);
    click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('counts right to left in an RTL page, where scrollLeft runs below zero', () => {
    const { scrollTo, previous, next, scrollStripTo } = setUp({ rtl: true, scrolled: -600 });
    click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -900, behavior: 'smooth' });
    click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
    scrollStripTo(0);
    click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -scrollable, behavior: 'smooth' });
  });

  it('marks the ends right to left in an RTL page', () => {
    const { previous, next, scrollStripTo } = setUp({ loop: false, rtl: true });
    scrollStripTo(-scrollable);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('aria-disabled')).toBe(false);
    scrollStripTo(0);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('aria-disabled')).toBe(false);
  });

  it('jumps instead of gliding under prefers-reduced-motion', () => {
    reducedMotion = true;
    const { scrollTo, next } = setUp();
    click(next);
    expect(scrollTo).toHaveBeenCalledWith({ left: slideWidth, behavior: 'instant' });
  });

  it('marks the carousel data-moving while the strip moves, until it comes to rest', () => {
    const { root, track, next } = setUp();
    expect(root.hasAttribute('data-moving')).toBe(false);
    click(next);
    expect(root.getAttribute('data-moving')).toBe('');
    track.dispatchEvent(new Event('scroll'));
    expect(root.hasAttribute('data-moving')).toBe(true);
    track.dispatchEvent(new Event('scrollend'));
    expect(root.hasAttribute('data-moving')).toBe(false);
  });

  it('stands down once the slider exists (data-slider on the track)', () => {
    const { root, track, scrollTo, previous, next, scrollStripTo } = setUp({ loop: false });
    scrollStripTo(300);
    track.setAttribute('data-slider', '');
    click(next);
    click(previous);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(root.hasAttribute('data-moving')).toBe(false);
    // The slider marks the buttons from now on: scrolling the strip leaves them alone.
    scrollStripTo(0);
    expect(previous.hasAttribute('aria-disabled')).toBe(false);
    next.setAttribute('aria-disabled', 'true');
    scrollStripTo(300);
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('does nothing, and leaves the buttons hidden, when the track is not there', () => {
    document.body.innerHTML = carouselMarkup();
    document.getElementById('r1-slides')!.id = 'elsewhere';
    expect(() => enhanceCarouselBeforeApp(document.querySelector('section')!)).not.toThrow();
    expect(document.querySelector('[aria-label="Next slide"]')!.closest('[hidden]')).not.toBe(null);
  });
});

describe('the inline entry', () => {
  it('enhances the carousel that its script stands in', async () => {
    document.body.innerHTML = carouselMarkup();
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(document.querySelector('script'));
    vi.resetModules();
    await import('./inline');
    expect(document.querySelector('[aria-label="Next slide"]')!.closest('[hidden]')).toBeNull();
  });
});
