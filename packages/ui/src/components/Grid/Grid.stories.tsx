import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Grid, gridElements, gridGaps } from './Grid';
import { inlineRadio, selectMenu } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { columnsCheck } from '../../storybook/layout';

const cells = Array.from({ length: 12 }, (_, index) => (
  <div
    key={index}
    style={{
      padding: vars.space.md,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
      textAlign: 'center',
    }}
  >
    {`Cell ${index + 1}`}
  </div>
));

const columnCount = (canvasElement: HTMLElement) => {
  const grid = within(canvasElement).getByText('Cell 1').parentElement as HTMLElement;
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};
const expectColumns = columnsCheck(columnCount);

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { children: cells },
  argTypes: { as: inlineRadio(gridElements), gap: selectMenu(gridGaps) },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: viewport('desktop'), play: expectColumns(3) };

// The laptop viewport is 1024 px wide: the tablet breakpoint's widest width.
export const Laptop: Story = { globals: viewport('laptop'), play: expectColumns(2) };

// The tablet viewport is 768 px wide, which is already the mobile breakpoint.
export const Tablet: Story = { globals: viewport('tablet'), play: expectColumns(1) };

export const Mobile: Story = { globals: viewport('mobile'), play: expectColumns(1) };

export const SixFourThree: Story = {
  args: { columns: { desktop: 6, tablet: 4, mobile: 3 }, gap: 'sm' },
  globals: viewport('desktop'),
  play: expectColumns(6),
};

export const SixFourThreeOnLaptop: Story = {
  ...SixFourThree,
  globals: viewport('laptop'),
  play: expectColumns(4),
};

export const Empty: Story = { args: { children: null } };

export const HarbourTheme: Story = { globals: { theme: 'harbour' } };
