import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleLogo } from '../Card/storyImages';
import { TechTile } from './TechTile';
import { inBox } from '../../storybook/decorators';

const meta = {
  title: 'Content/TechTile',
  component: TechTile,
  args: { text: 'TypeScript', img: { src: exampleLogo('TS', 215), width: 96, height: 96 } },
  decorators: [inBox({ width: 140 })],
} satisfies Meta<typeof TechTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('TypeScript');
  },
};

export const LongLabel: Story = {
  args: {
    text: 'PostgreSQL and TimescaleDB',
    img: { src: exampleLogo('PG', 250), width: 96, height: 96 },
  },
};

export const LongWord: Story = {
  args: {
    text: 'Kubernetesoperatorframework',
    img: { src: exampleLogo('K8', 200), width: 96, height: 96 },
  },
};

export const HarbourTheme: Story = { globals: { theme: 'harbour' } };
