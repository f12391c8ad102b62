import preview from '../../storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { VideoHero } from './VideoHero';
import { viewport } from '../../storybook/globals';

// A loop of abstract art kept to the right of its frame, as the hero expects, and its first
// frame as the poster (a smaller copy of a site's generated loop, made for these stories).
const loop = new URL('./example-loop.webm', import.meta.url).href;
const poster = new URL('./example-poster.jpg', import.meta.url).href;

const videoOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('video') as HTMLVideoElement;

const meta = preview.meta({
  title: 'Content/VideoHero',
  component: VideoHero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Northwind Labs',
    title: 'Software that moves your business forward',
    text: 'We design, build and run web, mobile and cloud software for growing companies, and train the engineers who keep it running.',
    sources: [{ src: loop, type: 'video/webm' }],
    poster,
    actions: (
      <Button asChild size="lg">
        <a href="#services">Explore our services</a>
      </Button>
    ),
  },
});

export const Playing = meta.story({
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    const pause = await canvas.findByRole('button', { name: 'Pause background video' });
    const video = videoOf(canvasElement);
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(video.querySelectorAll('source')).toHaveLength(1);
    await waitFor(() => expect(video.paused).toBe(false));

    await userEvent.click(pause);
    await expect(video.paused).toBe(true);
    const play = canvas.getByRole('button', { name: 'Play background video' });
    await expect(play).toBeVisible();

    await userEvent.click(play);
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(canvas.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  },
});

/** With reduced motion the poster stays and nothing loads until the visitor asks. */
export const ReducedMotion = meta.story({
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      const reduced: Partial<MediaQueryList> = {
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
      return reduced as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    // Give the component more than a frame to (wrongly) start.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(video.paused).toBe(true);
    await expect(video.querySelectorAll('source')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Play background video' })).toBeVisible();
  },
});

export const WithoutText = meta.story({ args: { text: undefined, eyebrow: undefined } });

export const LongText = meta.story({
  args: {
    title:
      'Software development, cloud computing, cyber security and digital marketing under one roof',
    text: 'From the first workshop to the launch and beyond, one team designs, builds, tests, deploys and supports your product, and trains your people so that they can take it over whenever they are ready. No hand-offs between vendors, no surprises in the bill.',
  },
});

export const LongWords = meta.story({
  args: {
    title: 'Internationalisationandlocalisationspecialists for Supercalifragilistic products',
  },
});

export const Mobile = meta.story({
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /background video/ });
    const actions = canvas.getByRole('link', { name: 'Explore our services' });
    // The toggle sits below the text, never on top of it.
    await expect(toggle.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      actions.getBoundingClientRect().bottom,
    );
  },
});

export const Laptop = meta.story({
  globals: viewport('laptop'),
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region').getBoundingClientRect();
    const column = canvas.getByRole('heading', { level: 1 }).parentElement?.getBoundingClientRect();
    const toggle = (
      await canvas.findByRole('button', { name: /background video/ })
    ).getBoundingClientRect();
    if (!column) throw new Error('no text column');
    // The text keeps to the left half or so; the rest of the hero is the art's.
    await expect(column.right - hero.left).toBeLessThanOrEqual(hero.width * 0.6);
    await expect(toggle.left).toBeGreaterThanOrEqual(column.right);
  },
});

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' } });
