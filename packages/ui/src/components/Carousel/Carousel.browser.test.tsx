import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { serverPage } from '../../testing/serverPage';
import { Carousel } from './Carousel';

const slides = Array.from({ length: 6 }, (_, index) => (
  <p key={index} style={{ height: 120, margin: 0 }}>
    Story {index + 1}
  </p>
));

const carousel = (
  <Carousel
    label="Client stories"
    slides={slides}
    slidesPerView={{ desktop: 3, tablet: 2, mobile: 1 }}
    loop={false}
    speedMs={0}
  />
);

let container: HTMLElement;
afterEach(() => container.remove());

/** The carousel as a server sends it: HTML and styles, no script yet. */
function serverRendered() {
  container = document.createElement('div');
  container.innerHTML = renderToString(carousel);
  document.body.append(container);
  return container.querySelector<HTMLElement>('[aria-roledescription="slide"]')!.parentElement!;
}

const currentDot = () => container.querySelector('[aria-current="true"]');

/** The server's HTML with its inline script run, as the parser runs it. */
function serverRenderedWithScript(element = carousel) {
  container = serverPage(element);
  return container.querySelector<HTMLElement>('[aria-roledescription="slide"]')!.parentElement!;
}

const button = (name: string) => container.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;
/** Which slide the strip shows first, once a smooth scroll has come to rest. */
async function slideScrolledTo(track: HTMLElement, expected: number) {
  await vi.waitFor(() =>
    expect(
      Math.abs(track.scrollLeft - expected * track.firstElementChild!.clientWidth),
    ).toBeLessThan(1),
  );
}

describe('Carousel, in a browser', () => {
  it('should scroll natively before script, then start the slider on the slide scrolled to', async () => {
    await page.viewport(390, 844);
    const track = serverRendered();
    track.scrollTo({ left: track.clientWidth * 2, behavior: 'instant' });
    expect(track.scrollLeft).toBeGreaterThan(0);

    const thirdSlideOffset = () =>
      Math.round(
        track.children[2]!.getBoundingClientRect().left - track.getBoundingClientRect().left,
      );
    // Where the third slide stands each time the strip scrolls: the slider draws its slides at
    // its first frame, and the strip must not be seen back at the first slide before that.
    const offsetsOnScroll: number[] = [];
    track.addEventListener('scroll', () => offsetsOnScroll.push(thirdSlideOffset()));
    await act(async () => {
      hydrateRoot(container, carousel);
    });
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 3'));
    expect(track.scrollLeft).toBe(0);
    expect(thirdSlideOffset()).toBe(0);
    expect(offsetsOnScroll.filter((offset) => offset !== 0)).toEqual([]);
    await userEvent.click(container.querySelector<HTMLElement>('[aria-label="Next slide"]')!);
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 4'));
  });

  it('should move a slide with Previous and Next before the app, and hand the strip over to it', async () => {
    await page.viewport(390, 844);
    const track = serverRenderedWithScript();
    expect(button('Next slide')).toBeVisible();
    expect(button('Previous slide')).toBeVisible();
    // Not rotating before the slider: no Pause button to offer, though its place is kept.
    await userEvent.click(button('Next slide'));
    await slideScrolledTo(track, 1);
    await userEvent.click(button('Next slide'));
    await slideScrolledTo(track, 2);
    await userEvent.click(button('Previous slide'));
    await slideScrolledTo(track, 1);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, carousel, { onRecoverableError: (error) => errors.push(error) });
    });
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 2'));
    expect(errors).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    await userEvent.click(button('Next slide'));
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 3'));
  });

  it('should take over a strip still moving where it comes to rest, not half way there', async () => {
    await page.viewport(390, 844);
    const track = serverRenderedWithScript();
    await userEvent.click(button('Next slide'));
    // The app arrives while the strip is still on its way to the second slide.
    expect(track.scrollLeft).toBeLessThan(track.firstElementChild!.clientWidth / 2);
    await act(async () => {
      hydrateRoot(container, carousel);
    });
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 2'));
  });

  it('should wrap around before the app when the carousel loops, and stop at the ends when not', async () => {
    await page.viewport(390, 844);
    const looping = (
      <Carousel
        label="Looping"
        slides={slides}
        slidesPerView={{ desktop: 3, tablet: 2, mobile: 1 }}
      />
    );
    let track = serverRenderedWithScript(looping);
    await userEvent.click(button('Previous slide'));
    await slideScrolledTo(track, 5);
    await userEvent.click(button('Next slide'));
    await slideScrolledTo(track, 0);
    container.remove();

    // Without a loop, a button is marked unavailable at its end, as the slider marks it, and a
    // press on it anyway does nothing.
    track = serverRenderedWithScript();
    expect(button('Previous slide')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button('Next slide'));
    await slideScrolledTo(track, 1);
    expect(button('Previous slide')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button('Previous slide'));
    await slideScrolledTo(track, 0);
    await vi.waitFor(() =>
      expect(button('Previous slide')).toHaveAttribute('aria-disabled', 'true'),
    );
    button('Previous slide').click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(track.scrollLeft).toBe(0);
  });

  it('should offer no buttons without script, their place kept', async () => {
    await page.viewport(390, 844);
    serverRendered();
    for (const name of ['Previous slide', 'Next slide', 'Go to slide 1']) {
      expect(button(name)).not.toBeVisible();
    }
    expect(button('Next slide').getBoundingClientRect().height).toBeGreaterThan(0);
  });

  it('should show one slide on a phone, two on a tablet and three on a desktop before script', async () => {
    for (const [width, expected] of [
      [390, 1],
      [900, 2],
      [1280, 3],
    ] as const) {
      await page.viewport(width, 800);
      const track = serverRendered();
      const slideWidth = track.firstElementChild!.getBoundingClientRect().width;
      expect(Math.round(track.clientWidth / slideWidth)).toBe(expected);
      container.remove();
    }
    container = document.createElement('div');
  });
});
