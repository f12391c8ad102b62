/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { isStory } from 'storybook/internal/csf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../preview';

// Shared by the two entry files, one per theme, which Vitest runs side by side.
// Only the kit's own annotations: the a11y addon's axe pass belongs to `pnpm test:stories`.
setProjectAnnotations(preview.input);

type StoryModule = Record<string, unknown>;
type FactoryStory = { input: Record<string, unknown>; meta: { input: Record<string, unknown> } };
type CsfModule = Record<string, Record<string, unknown>> & { default: Record<string, unknown> };
export type ThemeName = 'ngs' | 'harbour';
type ComposedStory = {
  id: string;
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
};
type Viewport = { name: string; width: number; height: number };

// Components whose job is layout: their stories are captured at three widths (a phone, a small
// laptop between the kit's breakpoints, a wide desktop) instead of the story's own viewport.
const layoutTitles = new Set([
  'Layout/Container',
  'Layout/Grid',
  'Layout/Section',
  'Layout/Stack',
  'Content/CardGrid',
  'Content/TechGrid',
  'Content/HeroSplit',
  'Primitives/Box',
  'Foundations/Breakpoints',
]);
const layoutWidths = [390, 1000, 1440];
const layoutHeight = 900;
// The heroes open the site's pages: their main story is also captured at the laptop and desktop
// windows a visitor's first screen is judged at, where text, action and art have to share it.
const heroStories: Record<string, string> = {
  'Content/VideoHero': 'Playing',
  'Content/HeroSplit': 'Desktop',
};
const firstScreens = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
// What `pnpm test:stories` gives a story that names no viewport.
const defaultViewport: Viewport = { name: 'default', width: 1200, height: 900 };

const viewportOptions = (preview.input.parameters?.['viewport']?.options ?? {}) as Record<
  string,
  { styles: { width: string; height: string } }
>;

function storyViewport(globals: Record<string, unknown>): Viewport {
  const value = (globals['viewport'] as { value?: string } | undefined)?.value;
  const option = value ? viewportOptions[value] : undefined;
  if (!value || !option) return defaultViewport;
  return {
    name: value,
    width: Number.parseInt(option.styles.width, 10),
    height: Number.parseInt(option.styles.height, 10),
  };
}

// The interactions are `pnpm test:stories`' job; here each story is captured as it first renders,
// which is also the only state that does not depend on timing. The module's stories are handed to
// composeStories as plain annotations (their meta's and their own input), without a play function.
function withoutPlay(module: StoryModule): CsfModule {
  const stories = Object.entries(module).filter((entry): entry is [string, FactoryStory] =>
    isStory(entry[1]),
  );
  const meta = stories[0]?.[1].meta.input ?? {};
  return {
    default: { ...meta, play: undefined },
    ...Object.fromEntries(
      stories.map(([name, story]) => [name, { ...story.input, play: undefined }]),
    ),
  };
}

const modules = import.meta.glob<StoryModule>('../../packages/ui/src/**/*.stories.tsx', {
  eager: true,
});

// Playwright's screenshot already stops CSS animations and hides the caret; transitions it would
// catch midway, and a scrollbar would take 15 px off the widths under test.
const disableMotion = `
*, *::before, *::after {
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html { scrollbar-width: none; }
`;

let style: HTMLStyleElement;
beforeAll(() => {
  style = document.createElement('style');
  style.textContent = disableMotion;
  document.head.append(style);
});
afterAll(() => style.remove());

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Waits until what the story shows no longer depends on loading: web fonts, images, posters. */
async function settled() {
  for (const image of document.images) image.loading = 'eager';
  const posters = [...document.querySelectorAll('video[poster]')].map((video) => {
    const poster = new Image();
    poster.src = video.getAttribute('poster') ?? '';
    return poster;
  });
  await Promise.all(
    [...document.images, ...posters].map((image) =>
      image.complete ? null : image.decode().catch(() => null),
    ),
  );
  await document.fonts.ready;
  await nextFrame();
}

const frameTestId = 'visual-frame';

// Room around the story's content for focus rings and shadows that overhang it.
const margin = 24;

/**
 * An invisible box over everything the story shows: its content, plus what it portals into <body>
 * (dialogs, toasts) or pins to the viewport. A screenshot of the box is the story and no more,
 * not the blank width of the page beside a small component.
 */
function frameAround(root: HTMLElement, viewportWidth: number): HTMLElement {
  window.scrollTo(0, 0);
  let top = Infinity;
  let bottom = -Infinity;
  let left = Infinity;
  let right = -Infinity;
  const include = (box: DOMRect) => {
    top = Math.min(top, box.top);
    bottom = Math.max(bottom, box.bottom);
    left = Math.min(left, box.left);
    right = Math.max(right, box.right);
  };
  for (const element of document.body.querySelectorAll('body > :not(script, style) *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= 0 || box.left >= viewportWidth || box.bottom <= 0) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    include(box);
  }
  // A story that renders nothing visible is shot as its empty root.
  if (top === Infinity) include(root.getBoundingClientRect());
  const x = Math.max(0, Math.floor(left) - margin);
  const y = Math.max(0, Math.floor(top) - margin);
  const frame = document.createElement('div');
  frame.dataset['testid'] = frameTestId;
  Object.assign(frame.style, {
    position: 'absolute',
    pointerEvents: 'none',
    top: `${y}px`,
    left: `${x}px`,
    width: `${Math.min(viewportWidth, Math.ceil(right) + margin) - x}px`,
    height: `${Math.ceil(bottom) + margin - y}px`,
  });
  document.body.append(frame);
  return frame;
}

/** Declares one test per story (and per width for layout stories) in the given theme. */
export function captureStories(theme: ThemeName): void {
  for (const [path, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const csf = withoutPlay(module);
    const title = String(csf.default['title'] ?? path);
    const isLayout = layoutTitles.has(title);
    describe(title, () => {
      const stories = composeStories(csf, {
        initialGlobals: { theme },
      }) as unknown as Record<string, ComposedStory>;
      for (const [exportName, story] of Object.entries(stories)) {
        // A story that names its theme is shown in that theme only, once.
        if (story.globals['theme'] !== theme) continue;
        const [componentId, storyId] = story.id.split('--');
        const ownViewports = isLayout
          ? layoutWidths.map((width) => ({ name: `${width}px`, width, height: layoutHeight }))
          : [storyViewport(story.globals)];
        const heroViewports =
          heroStories[title] === exportName
            ? firstScreens.map(({ width, height }) => ({
                name: `${width}x${height}`,
                width,
                height,
              }))
            : [];
        for (const viewport of [...ownViewports, ...heroViewports]) {
          const suffix = isLayout || heroViewports.includes(viewport) ? `-${viewport.name}` : '';
          test(`${exportName} · ${theme}${suffix ? ` · ${viewport.name}` : ''}`, async () => {
            if (window.innerWidth !== viewport.width || window.innerHeight !== viewport.height) {
              await page.viewport(viewport.width, viewport.height);
            }
            const root = document.createElement('div');
            const layout = story.parameters['layout'] ?? 'padded';
            // Storybook's own padding around a story, so focus rings and shadows stay in shot.
            if (layout !== 'fullscreen') root.style.padding = '1rem';
            document.body.append(root);
            let frame: HTMLElement | undefined;
            try {
              await story.run({ canvasElement: root });
              await settled();
              frame = frameAround(root, viewport.width);
              // Found by test id: a path-based selector can point at a neighbour once the DOM moves.
              // The matcher waits up to its own 5 s for two equal shots; Vitest 5 polls it with
              // expect.poll's 1 s unless told, which a busy host needs more than.
              await expect
                .element(page.getByTestId(frameTestId), { timeout: 30_000 })
                // A video shows its poster: motion is reduced, so it never starts.
                .toMatchScreenshot(`${componentId}/${theme}/${storyId}${suffix}`);
            } finally {
              frame?.remove();
              root.remove();
            }
          });
        }
      }
    });
  }
}
