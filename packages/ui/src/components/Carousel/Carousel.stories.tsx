import preview from '../../storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard';
import { TestimonialDialog } from '../TestimonialDialog/TestimonialDialog';
import { Carousel } from './Carousel';
import { viewport } from '../../storybook/globals';

const avatar = (initials: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 40% 35%)"/><text x="48" y="59" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

const people = [
  ['Asha Rao', 'AR', 210],
  ['Daniel Okafor', 'DO', 150],
  ['Mei Lin', 'ML', 330],
  ['Tomás Ruiz', 'TR', 20],
  ['Priya Nair', 'PN', 270],
  ['Jonas Berg', 'JB', 100],
] as const;

const story =
  'My internship at Northwind Labs put me on a real product team from the first week. I paired ' +
  'with senior engineers, shipped features behind flags and learned to test before I code.';

function Panel({ index }: { index: number }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 160,
        borderRadius: 12,
        background: vars.color.surface,
        color: vars.color.text,
        fontSize: 24,
      }}
    >
      Slide {index + 1}
    </div>
  );
}

const panels = Array.from({ length: 6 }, (_, index) => <Panel key={index} index={index} />);

const meta = preview.meta({
  title: 'Content/Carousel',
  component: Carousel,
  args: {
    label: 'Featured work',
    slides: panels,
    slidesPerView: { desktop: 3, tablet: 2, mobile: 1 },
    loop: true,
    speedMs: 500,
    showDots: true,
    showArrows: true,
  },
  argTypes: { slides: { control: false } },
});

const currentDot = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const carousel = canvas.getByRole('region', { name: 'Featured work' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group', { name: '1 of 6' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 5' }));
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 5'));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 4'));
  },
});

export const Autoplay = meta.story({
  args: { autoplayMs: 1500, speedMs: 300 },
  play: async ({ canvas, canvasElement }) => {
    const pause = canvas.getByRole('button', { name: 'Pause carousel' });
    // The pointer rests elsewhere, so the carousel rotates on its own.
    await userEvent.unhover(canvas.getByRole('region', { name: 'Featured work' }));
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 2'), {
      timeout: 4000,
    });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play carousel' })).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
});

export const NotLooping = meta.story({
  args: { loop: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
  },
});

export const WithoutArrows = meta.story({ args: { showArrows: false } });

export const WithoutDots = meta.story({ args: { showDots: false } });

export const FewerSlidesThanView = meta.story({ args: { slides: panels.slice(0, 2) } });

export const NoSlides = meta.story({ args: { slides: [] } });

export const Tablet = meta.story({ globals: viewport('laptop') });

export const Mobile = meta.story({
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: '2 of 6' })).toHaveAttribute('inert'),
    );
  },
});

function Testimonials() {
  const dialogId = (index: number) => `story-testimonial-${index}`;
  return (
    <>
      <Carousel
        label="What our interns say"
        autoplayMs={15000}
        speedMs={1500}
        slides={people.map(([name, initials, hue], index) => (
          <TestimonialCard
            key={name}
            name={name}
            text={story}
            photo={{ src: avatar(initials, hue), alt: `Portrait of ${name}` }}
            dialogId={dialogId(index)}
          />
        ))}
      />
      {people.map(([name, initials, hue], index) => (
        <TestimonialDialog
          key={name}
          id={dialogId(index)}
          name={name}
          text={story}
          photo={{ src: avatar(initials, hue), alt: `Portrait of ${name}` }}
          roleLabel="- Intern"
        />
      ))}
    </>
  );
}

export const WithTestimonials = meta.story({
  render: () => <Testimonials />,
  play: async ({ canvas }) => {
    const readMore = canvas.getByRole('button', { name: 'Read More about Asha Rao' });
    await userEvent.click(readMore);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Asha Rao' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Pause carousel' })).toBeVisible();
  },
});

/** A slim one-line strip, as in a site header: controls beside a single rotating link. */
export const InlineStrip = meta.story({
  args: {
    layout: 'inline',
    label: 'Featured services',
    slidesPerView: { desktop: 1, tablet: 1, mobile: 1 },
    autoplayMs: 3000,
    speedMs: 500,
    showDots: false,
    showArrows: false,
    slides: ['Web Development', 'Android Apps', 'iOS Apps', 'UI / UX Design'].map((name) => (
      <a key={name} href={`#${name}`} style={{ display: 'block', textAlign: 'center' }}>
        {name}
      </a>
    )),
  },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Featured services' });
    const pause = within(carousel).getByRole('button', { name: 'Pause carousel' });
    const firstSlide = within(carousel).getAllByRole('group')[0]!;
    // One row: the pause button sits beside the slide, not above it.
    const pauseBox = pause.getBoundingClientRect();
    const slideBox = firstSlide.getBoundingClientRect();
    await expect(pauseBox.right).toBeLessThanOrEqual(slideBox.left + 1);
    await expect(
      Math.abs(pauseBox.top + pauseBox.height / 2 - (slideBox.top + slideBox.height / 2)),
    ).toBeLessThan(12);
  },
});
