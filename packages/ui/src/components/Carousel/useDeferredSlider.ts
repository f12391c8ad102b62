import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { startTransition, useCallback, useEffect, useRef, type RefObject } from 'react';

/** How far outside the viewport a carousel starts loading its slider. */
const nearViewport = '300px';

/**
 * keen-slider, created only when the carousel comes near the viewport or the user reaches for it
 * (pointer or focus inside), and loaded with it. The server HTML already lays the slides out as
 * the slider will, so nothing moves; meanwhile the page hydrates without the slider's code or its
 * measuring, and the slider's own state updates run as a transition, never in a blocking task.
 */
export function useDeferredSlider(
  root: RefObject<HTMLElement | null>,
  track: RefObject<HTMLDivElement | null>,
  options: KeenSliderOptions,
): DeferredSlider {
  const slider = useRef<KeenSliderInstance | null>(null);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  // Set while the slider waits to be created: starts it at once (e.g. a control used early).
  const startNow = useRef<(() => void) | null>(null);
  const pending = useRef<((instance: KeenSliderInstance) => void)[]>([]);

  useEffect(() => {
    const section = root.current;
    const container = track.current;
    if (!section || !container) return;
    let cancelled = false;
    let started = false;

    const start = () => {
      if (started) return;
      started = true;
      stopWatching();
      void import('keen-slider').then(({ default: KeenSlider }) => {
        if (cancelled) return;
        const instance = new KeenSlider(container, withTransitions(latestOptions.current));
        slider.current = instance;
        for (const action of pending.current.splice(0)) action(instance);
      });
    };
    startNow.current = start;

    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) start();
            },
            { rootMargin: nearViewport },
          )
        : null;
    function stopWatching() {
      startNow.current = null;
      observer?.disconnect();
      section?.removeEventListener('pointerenter', start);
      section?.removeEventListener('focusin', start);
    }
    section.addEventListener('pointerenter', start);
    section.addEventListener('focusin', start);
    if (observer) observer.observe(container);
    else start();

    return () => {
      cancelled = true;
      stopWatching();
      slider.current?.destroy();
      slider.current = null;
    };
  }, [root, track]);

  // The options that can change after creation (e.g. prefers-reduced-motion's animation).
  const duration = options.defaultAnimation?.duration;
  const loop = options.loop;
  useEffect(() => {
    slider.current?.update(withTransitions(latestOptions.current));
  }, [duration, loop]);

  const whenReady = useCallback((action: (instance: KeenSliderInstance) => void) => {
    if (slider.current) {
      action(slider.current);
      return;
    }
    pending.current.push(action);
    startNow.current?.();
  }, []);

  return { slider, whenReady };
}

export interface DeferredSlider {
  /** The slider once created, else null. */
  slider: RefObject<KeenSliderInstance | null>;
  /** Runs the action on the slider, now or as soon as it exists (a control used early). */
  whenReady: (action: (instance: KeenSliderInstance) => void) => void;
}

type Hook = (instance: KeenSliderInstance) => void;

function withTransitions(options: KeenSliderOptions): KeenSliderOptions {
  const inTransition =
    (hook: Hook | undefined): Hook | undefined =>
    (instance) => {
      if (hook) startTransition(() => hook(instance));
    };
  return {
    ...options,
    created: inTransition(options.created as Hook | undefined),
    optionsChanged: inTransition(options.optionsChanged as Hook | undefined),
    slideChanged: inTransition(options.slideChanged as Hook | undefined),
  };
}
