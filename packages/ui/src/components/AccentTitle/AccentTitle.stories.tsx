import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccentTitle, accentTitleLevels } from './AccentTitle';
import { inlineRadio } from '../../storybook/controls';
import { onInverseSurface } from '../../storybook/decorators';

const meta = {
  title: 'Typography/AccentTitle',
  component: AccentTitle,
  args: { children: 'Software Development that ships on time', as: 'h2' },
  argTypes: { as: inlineRadio(accentTitleLevels) },
} satisfies Meta<typeof AccentTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PageTitle: Story = { args: { as: 'h1', children: 'OUR STORY' } };

export const OneWord: Story = { args: { children: 'Workshops' } };

export const LongText: Story = {
  args: {
    children:
      'Training & Placements programmes that turn graduates into confident, job-ready engineers across the full software lifecycle',
  },
};

export const OnInverse: Story = {
  args: { onInverse: true },
  decorators: [onInverseSurface],
};
