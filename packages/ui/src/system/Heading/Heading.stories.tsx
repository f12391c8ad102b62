import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading';
import { inlineRadio } from '../../storybook/controls';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Built to last' },
  argTypes: { level: inlineRadio(headingLevels), size: inlineRadio(headingSizes) },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A level-4 heading that looks like a display title: the outline and the look are apart. */
export const LevelApartFromSize: Story = {
  args: { level: 4, size: 'display' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 4 });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const AllSizes: Story = {
  render: (args) => (
    <div>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} size={size}>
          {size}
        </Heading>
      ))}
    </div>
  ),
};
