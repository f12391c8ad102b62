import preview from '../../storybook/preview';
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

const meta = preview.meta({
  title: 'Layout/Grid',
  component: Grid,
  args: { children: cells },
  argTypes: { as: inlineRadio(gridElements), gap: selectMenu(gridGaps) },
});

export const Desktop = meta.story({ globals: viewport('desktop'), play: expectColumns(3) });

// The laptop viewport is 1024 px wide: the tablet breakpoint's widest width.
export const Laptop = meta.story({ globals: viewport('laptop'), play: expectColumns(2) });

// The tablet viewport is 768 px wide, which is already the mobile breakpoint.
export const Tablet = meta.story({ globals: viewport('tablet'), play: expectColumns(1) });

export const Mobile = meta.story({ globals: viewport('mobile'), play: expectColumns(1) });

export const SixFourThree = meta.story({
  args: { columns: { desktop: 6, tablet: 4, mobile: 3 }, gap: 'sm' },
  globals: viewport('desktop'),
  play: expectColumns(6),
});

export const SixFourThreeOnLaptop = SixFourThree.extend({
  globals: viewport('laptop'),
  play: expectColumns(4),
});

export const Empty = meta.story({ args: { children: null } });

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' } });
