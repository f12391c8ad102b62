import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import {
  Stack,
  stackAligns,
  stackDirections,
  stackElements,
  stackGaps,
  stackJustifies,
} from './Stack';
import { inlineRadio, selectMenu } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { boxesOf } from '../../storybook/layout';

const Box = ({ children }: { children: string }) => (
  <div
    style={{
      padding: `${vars.space.xs} ${vars.space.md}`,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
    }}
  >
    {children}
  </div>
);

const labels = ['Discover', 'Design', 'Build', 'Verify', 'Launch'];

const meta = preview.meta({
  title: 'Layout/Stack',
  component: Stack,
  args: { children: labels.map((label) => <Box key={label}>{label}</Box>) },
  argTypes: {
    as: inlineRadio(stackElements),
    direction: inlineRadio(stackDirections),
    gap: selectMenu(stackGaps),
    align: inlineRadio(stackAligns),
    justify: inlineRadio(stackJustifies),
  },
});

export const Vertical = meta.story({
  play: async ({ canvasElement }) => {
    const [first, second] = boxesOf(canvasElement, 'Discover', 'Design');
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
});

export const Horizontal = meta.story({
  args: { direction: 'horizontal', gap: 'sm' },
  play: async ({ canvasElement }) => {
    const [first, second] = boxesOf(canvasElement, 'Discover', 'Design');
    await expect(second.left).toBeGreaterThan(first.right);
    await expect(second.top).toBe(first.top);
  },
});

export const HorizontalWrappedOnMobile = meta.story({
  args: {
    direction: 'horizontal',
    wrap: true,
    children: [...labels, 'Support', 'Improve', 'Scale up', 'Train the team'].map((label) => (
      <Box key={label}>{label}</Box>
    )),
  },
  globals: viewport('mobile'),
});

export const AllGaps = meta.story({
  render: () => (
    <Stack gap="xl">
      {stackGaps.map((gap) => (
        <Stack key={gap} direction="horizontal" gap={gap} aria-label={`gap ${gap}`}>
          <Box>{gap}</Box>
          <Box>{gap}</Box>
          <Box>{gap}</Box>
        </Stack>
      ))}
    </Stack>
  ),
});

export const SpaceBetween = meta.story({
  args: { direction: 'horizontal', justify: 'between' },
});

export const AsList = meta.story({
  args: {
    as: 'ul',
    'aria-label': 'Delivery steps',
    children: labels.map((label) => (
      <li key={label}>
        <Box>{label}</Box>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Delivery steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(labels.length);
  },
});

export const Empty = meta.story({ args: { children: null } });

export const HarbourTheme = meta.story({
  args: Horizontal.input.args,
  globals: { theme: 'harbour' },
});
