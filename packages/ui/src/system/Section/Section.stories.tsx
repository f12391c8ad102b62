import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Section } from './Section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  args: {
    title: 'How we work',
    lead: 'Small steps, each one reviewed, tested and shipped.',
    children: (
      <Text>
        Work starts with a short discovery, moves in weekly increments and ends with a handover the
        team can run on its own.
      </Text>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'How we work' });
    await expect(region).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { lead: undefined, headingLevel: 3, headingSize: 'lg' } };
