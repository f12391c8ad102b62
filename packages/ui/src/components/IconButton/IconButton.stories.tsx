import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { CloseIcon, GlobeIcon, MenuIcon, SearchIcon } from '../../system/Icon/icons';
import { inlineRadio } from '../../storybook/controls';
import { onInverseSurface } from '../../storybook/decorators';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Open menu', children: <MenuIcon />, onClick: fn() },
  argTypes: {
    variant: inlineRadio(iconButtonVariants),
    size: inlineRadio(iconButtonSizes),
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Solid: Story = {
  args: { variant: 'solid', label: 'Search the site', children: <SearchIcon /> },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconButtonVariants.map((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            variant={variant}
            size={size}
            label={`${variant} ${size}`}
          >
            <GlobeIcon />
          </IconButton>
        )),
      )}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Close', children: <CloseIcon /> },
};

export const OnInverse: Story = {
  decorators: [onInverseSurface],
};
