'use client';

import type { KeenSliderInstance } from 'keen-slider';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { mediaQueries } from '../../theme/tokens';
import { IconButton } from '../IconButton/IconButton';
import { ServerScript } from '../private/ServerScript';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../system/Icon/icons';
import * as styles from './Carousel.css';
import { defaultLabels, type CarouselLabels } from './carouselLabels';
import { useEngagement, usePrefersReducedMotion } from './useEngagement';
import { defaultSlidesPerView, type SlidesPerView } from './slidesPerView';
import { useSlider } from './useSlider';

export type { CarouselLabels } from './carouselLabels';

export interface CarouselProps {
  /** The accessible name of the carousel, e.g. "What our interns say". */
  label: string;
  slides: readonly ReactNode[];
  slidesPerView?: SlidesPerView;
  /** Wrap around from the last slide to the first. */
  loop?: boolean;
  /** Duration of one move; the carousel always moves by one slide. */
  speedMs?: number;
  /** Move on by one slide at this interval; leave out for no autoplay. */
  autoplayMs?: number;
  showDots?: boolean;
  showArrows?: boolean;
  /** Texts of the controls, for another language. */
  labels?: Partial<CarouselLabels>;
  /** `inline` puts the controls beside the slides in one row, e.g. for a slim header strip. */
  layout?: (typeof carouselLayouts)[number];
}

export const carouselLayouts = ['stacked', 'inline'] as const;

// `var(--name)` → `--name`, to set a vanilla-extract variable inline.
const cssVar = (reference: string) => reference.slice(4, -1);

function perViewOf(slider: KeenSliderInstance): number {
  const slides = slider.options.slides;
  return typeof slides === 'object' && slides !== null && typeof slides.perView === 'number'
    ? slides.perView
    : 1;
}

/**
 * A WAI-ARIA carousel on keen-slider: previous/next buttons, dots, and an optional autoplay that
 * pauses under the pointer and while focus is inside, stops for good with the Pause button
 * and never starts under prefers-reduced-motion (no movement the visitor did not start).
 *
 * Before the app the slides are a strip that scrolls and swipes natively, with previous and next
 * buttons that the server's markup makes work (@ngs/html-first's `carousel/`) and no buttons at
 * all without script; the slider and all its controls take over once it has mounted.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = defaultSlidesPerView,
  loop = true,
  speedMs = 500,
  autoplayMs,
  showDots = true,
  showArrows = true,
  labels: labelOverrides,
  layout = 'stacked',
}: CarouselProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const trackId = `${useId()}-slides`;
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();

  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const [perView, setPerView] = useState(slidesPerView.desktop);
  const [userWantsRotation, setUserWantsRotation] = useState<boolean | null>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);

  const largestPerView = Math.max(
    slidesPerView.desktop,
    slidesPerView.tablet,
    slidesPerView.mobile,
  );
  const looping = loop && count > largestPerView;
  const canMove = count > perView;
  const lastStart = looping ? count - 1 : Math.max(0, count - perView);

  const root = useRef<HTMLElement>(null);
  const { hovered, focused } = useEngagement(root, rotationButton);
  const track = useRef<HTMLDivElement>(null);
  const slider = useSlider(track, {
    loop: looping,
    selector: (container) => Array.from(container.children) as HTMLElement[],
    slides: { perView: slidesPerView.desktop },
    breakpoints: {
      // keen-slider applies the last matching query, so the narrowest comes last.
      [mediaQueries.tablet]: { slides: { perView: slidesPerView.tablet } },
      [mediaQueries.mobile]: { slides: { perView: slidesPerView.mobile } },
    },
    // Under prefers-reduced-motion a move is a cut, not a slide.
    defaultAnimation: { duration: reducedMotion ? 0 : speedMs },
    created: (instance) => {
      setReady(true);
      setPerView(perViewOf(instance));
      setCurrent(instance.track.details?.rel ?? 0);
    },
    optionsChanged: (instance) => {
      setPerView(perViewOf(instance));
      setCurrent(instance.track.details?.rel ?? 0);
    },
    slideChanged: (instance) => setCurrent(instance.track.details?.rel ?? 0),
  });

  // keen-slider reads its slides once; a new number of slides needs a fresh measure.
  useEffect(() => {
    slider.current?.update();
  }, [count, slider]);

  const hasAutoplay = autoplayMs !== undefined && autoplayMs > 0;
  const wantsRotation = userWantsRotation ?? !reducedMotion;
  const rotating = hasAutoplay && wantsRotation && canMove && ready && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every slide change, so a manual move also gets a full interval.
    const timer = window.setTimeout(() => slider.current?.next(), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, autoplayMs, current, slider]);

  const isInView = (index: number) => (index - current + count) % count < perView;

  const rootStyle = {
    [cssVar(styles.perViewDesktop)]: String(slidesPerView.desktop),
    [cssVar(styles.perViewTablet)]: String(slidesPerView.tablet),
    [cssVar(styles.perViewMobile)]: String(slidesPerView.mobile),
  } as CSSProperties;

  const showControls = (hasAutoplay && canMove) || (showArrows && canMove);
  const dotCount = looping ? count : lastStart + 1;

  return (
    <section
      ref={root}
      aria-roledescription={labels.carousel}
      aria-label={label}
      className={styles.root}
      style={rootStyle}
      data-layout={layout}
      data-ready={ready ? '' : undefined}
      data-loop={looping ? '' : undefined}
      data-state={rotating ? 'playing' : 'paused'}
    >
      {showControls ? (
        <div className={styles.controls}>
          {hasAutoplay && canMove ? (
            // Nothing rotates before the slider: the button holds its place until then.
            <span className={styles.heldUntilReady} hidden={!ready}>
              <IconButton
                ref={rotationButton}
                label={wantsRotation ? labels.pause : labels.play}
                variant="solid"
                size="sm"
                onClick={() => setUserWantsRotation(!wantsRotation)}
              >
                {wantsRotation ? <PauseIcon /> : <PlayIcon />}
              </IconButton>
            </span>
          ) : null}
          {showArrows && canMove ? (
            // Shown by the server's script (below) before the slider, by the slider after it.
            <div className={styles.arrows} hidden={!ready}>
              <IconButton
                label={labels.previous}
                variant="solid"
                size="sm"
                aria-controls={trackId}
                aria-disabled={!looping && current <= 0 ? true : undefined}
                onClick={() => {
                  if (looping || current > 0) slider.current?.prev();
                }}
              >
                <span className={styles.directional}>
                  <ChevronLeftIcon />
                </span>
              </IconButton>
              <IconButton
                label={labels.next}
                variant="solid"
                size="sm"
                aria-controls={trackId}
                aria-disabled={!looping && current >= lastStart ? true : undefined}
                onClick={() => {
                  if (looping || current < lastStart) slider.current?.next();
                }}
              >
                <span className={styles.directional}>
                  <ChevronRightIcon />
                </span>
              </IconButton>
            </div>
          ) : null}
        </div>
      ) : null}
      <div
        ref={track}
        id={trackId}
        className={styles.track}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={labels.slidePosition(index + 1, count)}
            className={styles.slide}
            // Slides out of view leave the tab order and the accessibility tree.
            inert={ready && !isInView(index)}
          >
            {slide}
          </div>
        ))}
      </div>
      {showDots && canMove ? (
        <div role="group" aria-label={labels.dots} className={styles.dots} hidden={!ready}>
          {Array.from({ length: dotCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={labels.goToSlide(index + 1)}
              aria-controls={trackId}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
      ) : null}
      {showArrows && canMove ? <ServerScript name="carousel" /> : null}
    </section>
  );
}
