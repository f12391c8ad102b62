import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textElements, textSizes, textTones } from './Text';
import { inlineRadio } from '../../storybook/controls';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Every change is reviewed, tested and shipped in small steps.' },
  argTypes: {
    as: inlineRadio(textElements),
    size: inlineRadio(textSizes),
    tone: inlineRadio(textTones),
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };

export const AllSizes: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
};
