import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading';
import { inlineRadio } from '../../storybook/controls';

const meta = preview.meta({
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Built to last' } as const,
  argTypes: { level: inlineRadio(headingLevels), size: inlineRadio(headingSizes) },
});

export const Default = meta.story();

/** A level-4 heading that looks like a display title: the outline and the look are apart. */
export const LevelApartFromSize = meta.story({
  args: { level: 4, size: 'display' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 4 });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(40);
  },
});

export const AllSizes = meta.story({
  render: (args) => (
    <div>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} size={size}>
          {size}
        </Heading>
      ))}
    </div>
  ),
});
