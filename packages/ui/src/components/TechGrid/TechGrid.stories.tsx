import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { exampleLogo } from '../Card/storyImages';
import { TechGrid, techGridHeadingLevels } from './TechGrid';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { columnsCheck } from '../../storybook/layout';

const names = [
  'TypeScript',
  'Rust',
  'Go',
  'Kotlin',
  'Swift',
  'Elixir',
  'Svelte',
  'Vue',
  'Remix',
  'Deno',
  'Bun',
  'Astro',
  'Redis',
  'SQLite',
  'Kafka',
  'Terraform',
  'Docker',
  'Kubernetes',
  'GraphQL',
  'gRPC',
  'Playwright',
  'Vitest',
  'Grafana',
  'OpenTelemetry',
];

const items = names.map((text, index) => ({
  text,
  img: { src: exampleLogo(text.slice(0, 2), (index * 37) % 360), width: 96, height: 96 },
}));

const tilesPerRow = (canvasElement: HTMLElement) => {
  const tiles = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
  const firstTop = tiles[0]?.getBoundingClientRect().top;
  return tiles.filter((tile) => tile.getBoundingClientRect().top === firstTop).length;
};

const expectTilesPerRow = columnsCheck(tilesPerRow);

const meta = preview.meta({
  title: 'Content/TechGrid',
  component: TechGrid,
  parameters: { layout: 'padded' },
  args: { items, heading: 'Technologies we work with' },
  argTypes: { headingAs: inlineRadio(techGridHeadingLevels) },
});

export const Desktop = meta.story({
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Technologies we work with' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    await expect(tilesPerRow(canvasElement)).toBe(6);
  },
});

export const Laptop = meta.story({ globals: viewport('laptop'), play: expectTilesPerRow(4) });

export const Mobile = meta.story({ globals: viewport('mobile'), play: expectTilesPerRow(3) });

export const WithFooter = meta.story({
  args: {
    footer: (
      <Button asChild variant="secondary">
        <a href="#quality">How we assure quality</a>
      </Button>
    ),
  },
});

export const WithoutHeading = meta.story({
  args: { heading: undefined, items: items.slice(0, 6) },
});

export const Empty = meta.story({ args: { items: [] } });

export const HarbourTheme = meta.story({
  args: WithFooter.input.args,
  globals: { theme: 'harbour' },
});
