import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { exampleLogo } from '../Card/storyImages';
import { TechTile } from './TechTile';
import { inBox } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Content/TechTile',
  component: TechTile,
  args: { text: 'TypeScript', img: { src: exampleLogo('TS', 215), width: 96, height: 96 } },
  decorators: [inBox({ width: 140 })],
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('TypeScript');
  },
});

export const LongLabel = meta.story({
  args: {
    text: 'PostgreSQL and TimescaleDB',
    img: { src: exampleLogo('PG', 250), width: 96, height: 96 },
  },
});

export const LongWord = meta.story({
  args: {
    text: 'Kubernetesoperatorframework',
    img: { src: exampleLogo('K8', 200), width: 96, height: 96 },
  },
});

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' } });
