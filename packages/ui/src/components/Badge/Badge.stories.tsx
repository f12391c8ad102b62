import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from './Badge';
import { inlineRadio } from '../../storybook/controls';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { children: 'In review', tone: 'neutral' },
  argTypes: { tone: inlineRadio(badgeTones) },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone side by side: the words say the state, the marker repeats it in colour. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Received</Badge>
      <Badge tone="accent">Interview</Badge>
      <Badge tone="positive">Offer</Badge>
      <Badge tone="critical">Not selected</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not selected')).toBeVisible();
  },
};
