import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from './Badge';
import { inlineRadio } from '../../storybook/controls';

const meta = preview.meta({
  title: 'Content/Badge',
  component: Badge,
  args: { children: 'In review', tone: 'neutral' } as const,
  argTypes: { tone: inlineRadio(badgeTones) },
});

export const Default = meta.story();

/** Every tone side by side: the words say the state, the marker repeats it in colour. */
export const Tones = meta.story({
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
});
