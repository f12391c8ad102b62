/**
 * The carousel's previous and next buttons, working from the server's HTML before the app has
 * hydrated the page. Before the slider the track is a strip that scrolls and snaps natively; this
 * shows the two buttons (hidden in the markup, so that without script there is no button that
 * does nothing) and scrolls the strip one slide either way, wrapping around when the carousel
 * loops (`data-loop` on the root). It stands down as soon as the slider exists (`data-slider` on
 * the track, set before its first move); the slider then starts at the slide the strip was
 * scrolled to, waiting for the strip to come to rest while the root is marked `data-moving`.
 *
 * The clicks are heard on the window, in the capture phase: while React hydrates the page it
 * stops a click that lands on a part not yet hydrated at the document, before the button's own
 * listeners would hear it, and replays it to its own handlers only.
 *
 * `root` is the carousel's root element. Its first two `button[aria-controls]` are Previous and
 * Next (the dots come after them), and Next's `aria-controls` names the track. Should the markup
 * lack any of them, it does nothing, and the buttons stay hidden.
 */
export function enhanceCarouselBeforeApp(root: HTMLElement): void {
  const [previous, next] = root.querySelectorAll('button[aria-controls]');
  // (A button without aria-controls looks up the id "null", and finds nothing.)
  const track = next && document.getElementById(next.getAttribute('aria-controls')!);
  if (!previous || !track) return;
  const loops = root.hasAttribute('data-loop');
  const sliderExists = () => track.hasAttribute('data-slider');

  /**
   * Where the strip stands: the direction (1, or -1 right to left, where scrollLeft runs from 0
   * down to minus the scrollable width), how far it is scrolled and can scroll, both counted
   * forwards, and whether it is at the start or at the end (within 2 px: scroll snapping and
   * zoom leave fractions).
   */
  const position = () => {
    const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    const scrolled = sign * track.scrollLeft;
    const scrollable = track.scrollWidth - track.clientWidth;
    return [sign, scrolled, scrollable, scrolled < 2, scrolled > scrollable - 2] as const;
  };

  /** Scrolls the strip one slide back (-1) or on (1); past an end only when it loops. */
  const move = (direction: number) => {
    if (sliderExists()) return;
    const [sign, scrolled, scrollable, atStart, atEnd] = position();
    const atThatEnd = direction > 0 ? atEnd : atStart;
    if (atThatEnd && !loops) return;
    root.dataset.moving = '';
    // One slide's width along; past an end, round to the other one: on from the last slide to
    // the first, back from the first to the last.
    track.scrollTo({
      left:
        sign *
        (atThatEnd
          ? direction > 0
            ? 0
            : scrollable
          : scrolled + direction * (track.firstElementChild as HTMLElement).offsetWidth),
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
    });
  };

  /** Marks a button unavailable, as the slider does at the ends of a carousel that does not loop. */
  const markUnavailable = (button: Element, unavailable: boolean) =>
    unavailable
      ? button.setAttribute('aria-disabled', 'true')
      : button.removeAttribute('aria-disabled');

  // The strip has come to rest: the slider may take it over from here.
  track.addEventListener('scrollend', () => root.removeAttribute('data-moving'));
  if (!loops)
    track.addEventListener('scroll', () => {
      if (sliderExists()) return;
      const [, , , atStart, atEnd] = position();
      markUnavailable(previous, atStart);
      markUnavailable(next, atEnd);
    });
  (next.parentNode as HTMLElement).hidden = false;
  addEventListener(
    'click',
    (event) => {
      // The target may be the document or the window, which have no closest().
      const button = (event.target as Element).closest?.('button');
      if (button === previous) move(-1);
      else if (button === next) move(1);
    },
    true,
  );
}
