import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { CloseIcon, GlobeIcon, MenuIcon, SearchIcon } from '../../system/Icon/icons';
import { inlineRadio } from '../../storybook/controls';
import { onInverseSurface } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Open menu', children: <MenuIcon />, onClick: fn() },
  argTypes: {
    variant: inlineRadio(iconButtonVariants),
    size: inlineRadio(iconButtonSizes),
    children: { control: false },
  },
});

export const Ghost = meta.story({
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Solid = meta.story({
  args: { variant: 'solid', label: 'Search the site', children: <SearchIcon /> },
});

export const AllVariants = meta.story({
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
});

export const Disabled = meta.story({
  args: { disabled: true, label: 'Close', children: <CloseIcon /> },
});

export const OnInverse = meta.story({
  decorators: [onInverseSurface],
});
