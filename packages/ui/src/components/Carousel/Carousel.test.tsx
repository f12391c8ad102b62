import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { stubMatchMedia } from '../../testing/matchMedia';
import { Carousel } from './Carousel';
import { restoreRealTimers } from '../../testing/realTimers';

// keen-slider asks matchMedia for its breakpoints, the carousel for reduced motion.
let reducedMotion = false;

const slides = Array.from({ length: 5 }, (_, index) => (
  <p key={index}>
    Story {index + 1} <button type="button">Read story {index + 1}</button>
  </p>
));

/** Renders the carousel; its slider starts as it mounts. */
async function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  const rendered = render(
    <Carousel
      label="Client stories"
      slides={slides}
      slidesPerView={{ desktop: 3, tablet: 2, mobile: 1 }}
      autoplayMs={1000}
      speedMs={0}
      {...props}
    />,
  );
  await act(async () => {});
  return rendered;
}

const carousel = () => screen.getByRole('region', { name: 'Client stories' });

const liveRegion = () => document.querySelector('[aria-live]');

const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => {
  reducedMotion = false;
  stubMatchMedia((query) => query.includes('prefers-reduced-motion') && reducedMotion);
});

afterEach(() => {
  restoreRealTimers();
});

describe('Carousel', () => {
  it('should expose the WAI-ARIA carousel roles and labels', async () => {
    const { container } = await renderCarousel();
    const region = carousel();
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');

    const groups = within(region).getAllByRole('group', { hidden: true });
    const slideGroups = groups.filter((group) => group.getAttribute('aria-roledescription'));
    expect(slideGroups).toHaveLength(5);
    expect(slideGroups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slideGroups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(5);
    await expectNoAxeViolations(container);
  });

  it('should put the pause button first in the carousel', async () => {
    await renderCarousel();
    const region = carousel();
    await userEvent.tab();
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: 'Pause carousel' }),
    );
  });

  it('should take the slides out of view out of the tab order', async () => {
    await renderCarousel();
    const slideGroups = screen
      .getAllByRole('group', { hidden: true })
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(slideGroups.map((group) => group.hasAttribute('inert'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('should send its slides without controls or inert slides in the server HTML, for a native strip', () => {
    const html = renderToString(
      <Carousel label="Client stories" slides={slides} autoplayMs={1000} />,
    );
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    expect(parsed.querySelectorAll('[inert]')).toHaveLength(0);
    const controls = Array.from(parsed.querySelectorAll('button')).filter(
      (button) => !button.textContent?.startsWith('Read story'),
    );
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.every((button) => button.closest('[hidden]'))).toBe(true);
  });

  it('should show its controls once the slider runs', async () => {
    await renderCarousel({ autoplayMs: undefined });
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
  });

  it('should move to the chosen slide with a dot and mark that dot as current', async () => {
    await renderCarousel({ autoplayMs: undefined });
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 4'));
  });

  it('should move one slide with next and previous, wrapping around when looping', async () => {
    await renderCarousel({ autoplayMs: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 5'));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 1'));
  });

  it('should advance by one slide every autoplay interval', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    act(() => vi.advanceTimersByTime(1100));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    act(() => vi.advanceTimersByTime(1100));
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
  });

  it('should keep the slides announced politely only while not rotating', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  });

  it('should stop autoplay for good when Pause is pressed, and resume with Play', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    const region = carousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    // Moving the pointer over and away again must not restart it.
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');

    fireEvent.click(screen.getByRole('button', { name: 'Play carousel' }));
    act(() => vi.advanceTimersByTime(1100));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it.each([
    [
      'the pointer is over the carousel',
      () => fireEvent.pointerEnter(carousel(), { pointerType: 'mouse' }),
      () => fireEvent.pointerLeave(carousel(), { pointerType: 'mouse' }),
    ],
    [
      'focus is inside the carousel',
      () => act(() => screen.getByRole('button', { name: 'Read story 1' }).focus()),
      () => act(() => screen.getByRole('button', { name: 'Read story 1' }).blur()),
    ],
  ])('should pause autoplay while %s', async (_while, pause, resume) => {
    vi.useFakeTimers();
    await renderCarousel();
    pause();
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    expect(carousel()).toHaveAttribute('data-state', 'paused');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');

    resume();
    act(() => vi.advanceTimersByTime(1100));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it('should keep rotating while focus rests on the Pause button itself', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    act(() => screen.getByRole('button', { name: 'Pause carousel' }).focus());
    act(() => vi.advanceTimersByTime(1100));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it.each([
    [
      'a native <dialog>, as the kit’s Dialog is',
      () => {
        const element = document.createElement('dialog');
        element.open = true;
        return element;
      },
    ],
    [
      'an element with role dialog',
      () => {
        const element = document.createElement('div');
        element.setAttribute('role', 'dialog');
        return element;
      },
    ],
  ])(
    'should stay still while a dialog opened from a slide has focus: %s',
    async (_kind, create) => {
      vi.useFakeTimers();
      await renderCarousel();
      const dialog = create();
      const inside = document.createElement('button');
      dialog.append(inside);
      document.body.append(dialog);
      act(() => screen.getByRole('button', { name: 'Read story 1' }).focus());
      act(() => inside.focus());
      act(() => vi.advanceTimersByTime(3000));
      expect(currentDot()).toHaveAccessibleName('Go to slide 1');
      dialog.remove();
    },
  );

  it('should not autoplay under prefers-reduced-motion', async () => {
    reducedMotion = true;
    vi.useFakeTimers();
    await renderCarousel();
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });

  it('should have no pause button, arrows or dots when every slide is in view', async () => {
    const { container } = await renderCarousel({ slides: slides.slice(0, 2) });
    expect(screen.queryByRole('button', { name: /carousel|slide/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('should disable previous at the start and next at the end when not looping', async () => {
    await renderCarousel({ loop: false, autoplayMs: undefined });
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  });

  it('should follow a change in the number of slides', async () => {
    const { rerender } = await renderCarousel({ autoplayMs: undefined });
    rerender(
      <Carousel
        label="Client stories"
        slides={[...slides, <p key="extra">Story 6</p>]}
        slidesPerView={{ desktop: 3, tablet: 2, mobile: 1 }}
        speedMs={0}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 6' }));
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 6'));
  });

  it('should reserve each slide width through CSS variables before the slider starts', async () => {
    await renderCarousel();
    const region = carousel();
    const values = Array.from(region.style).map((name) => region.style.getPropertyValue(name));
    expect(values).toEqual(['3', '2', '1']);
  });
});
