import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleIllustration } from '../../components/Card/storyImages';
import { Image } from './Image';
import { withMaxWidth } from '../../storybook/decorators';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: {
    src: exampleIllustration(200),
    alt: 'Two shapes on a pale ground',
    width: 960,
    height: 720,
  },
  decorators: [withMaxWidth(480)],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fluid: Story = {
  args: { fluid: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const OpeningImage: Story = {
  args: { fluid: true, loading: 'eager', fetchPriority: 'high' },
};
