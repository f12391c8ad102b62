import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { exampleIllustration } from '../Card/storyImages';
import { Timeline, timelineTitleLevels, timelineVariants, type TimelineStep } from './Timeline';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { rightToLeft } from '../../storybook/decorators';

const image = (hue: number, alt: string) => ({
  src: exampleIllustration(hue, 640, 480),
  alt,
  width: 640,
  height: 480,
});

const steps: TimelineStep[] = [
  {
    title: 'Discover',
    text: 'We meet your team, map the problem and agree what success looks like.',
    img: image(20, 'Sticky notes grouped on a planning wall'),
  },
  {
    title: 'Design',
    text: 'Wireframes, prototypes and an architecture that fits your budget.',
    img: image(90, 'Wireframes beside an architecture sketch'),
  },
  {
    title: 'Build',
    text: 'Short iterations, each ending with a demo you can try yourself.',
    img: image(160, 'A code editor next to a running preview'),
  },
  {
    title: 'Verify',
    text: 'Automated tests, accessibility checks and a security review.',
    img: image(230, 'A checklist with every item ticked'),
  },
  {
    title: 'Launch',
    text: 'A calm release, monitoring from the first minute and a hand-over.',
    img: image(300, 'A rocket leaving a laptop screen'),
  },
];

const meta = preview.meta({
  title: 'Content/Timeline',
  component: Timeline,
  args: { title: 'Our Process from idea to launch', steps },
  argTypes: { variant: inlineRadio(timelineVariants), titleAs: inlineRadio(timelineTitleLevels) },
});

const stepBoxes = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list')).getAllByRole('listitem');

export const Stacked = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', {
      name: 'Our Process from idea to launch',
    });
    await expect(list.tagName).toBe('OL');
    await expect(stepBoxes(canvasElement)).toHaveLength(5);
  },
});

export const Alternate = meta.story({
  args: { variant: 'alternate' },
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    const [first, second] = stepBoxes(canvasElement).map((step) => {
      const heading = within(step).getByRole('heading').getBoundingClientRect();
      const img = within(step).getByRole('img').getBoundingClientRect();
      return { heading, img };
    });
    // Zig-zag: the first step's text is left of its image, the second's right of it.
    await expect(first && first.heading.right <= first.img.left).toBe(true);
    await expect(second && second.heading.left >= second.img.right).toBe(true);
  },
});

export const AlternateOnMobile = meta.story({
  args: Alternate.input.args,
  globals: viewport('mobile'),
  play: async ({ canvasElement }) => {
    // Stacked on phones: every step's text sits above its image.
    for (const step of stepBoxes(canvasElement)) {
      const heading = within(step).getByRole('heading').getBoundingClientRect();
      const img = within(step).getByRole('img').getBoundingClientRect();
      await expect(heading.bottom).toBeLessThanOrEqual(img.top);
    }
  },
});

export const AlternateOnLaptop = meta.story({
  args: Alternate.input.args,
  globals: viewport('laptop'),
});

export const WithoutImages = meta.story({
  args: { steps: steps.map(({ title, text }) => ({ title, text })) },
});

export const LongText = meta.story({
  args: {
    variant: 'alternate',
    steps: steps.map((step) => ({
      ...step,
      title: `${step.title} together with your product owners and engineers`,
      text: `${step.text} ${step.text} ${step.text}`,
    })),
  },
  globals: viewport('desktop'),
});

export const LongWords = meta.story({
  args: {
    title: 'Internationalisationandlocalisation process',
    steps: steps.map((step) => ({ ...step, title: `${step.title}ationandimplementationphase` })),
  },
  globals: viewport('mobile'),
});

export const Empty = meta.story({ args: { steps: [] } });

export const HarbourTheme = meta.story({
  args: Alternate.input.args,
  globals: { theme: 'harbour' },
});

export const RightToLeft = meta.story({
  args: Alternate.input.args,
  globals: viewport('desktop'),
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    // Mirrored: the first step's text now sits right of its image.
    const first = stepBoxes(canvasElement)[0] as HTMLElement;
    const heading = within(first).getByRole('heading').getBoundingClientRect();
    const img = within(first).getByRole('img').getBoundingClientRect();
    await expect(heading.left).toBeGreaterThanOrEqual(img.right);
  },
});
