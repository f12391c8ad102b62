import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { exampleIllustration } from '../../components/Card/storyImages';
import { Image } from './Image';
import { withMaxWidth } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Primitives/Image',
  component: Image,
  args: {
    src: exampleIllustration(200),
    alt: 'Two shapes on a pale ground',
    width: 960,
    height: 720,
  },
  decorators: [withMaxWidth(480)],
});

export const Fluid = meta.story({
  args: { fluid: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
});

export const OpeningImage = meta.story({
  args: { fluid: true, loading: 'eager', fetchPriority: 'high' },
});
