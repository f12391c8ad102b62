import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { inlineRadio } from '../../storybook/controls';
import { onInverseSurface } from '../../storybook/decorators';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Explore our services', onClick: fn() },
  argTypes: { variant: inlineRadio(buttonVariants), size: inlineRadio(buttonSizes) },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      {buttonVariants
        .filter((variant) => variant !== 'inverse')
        .map((variant) =>
          buttonSizes.map((size) => (
            <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          )),
        )}
    </div>
  ),
};

export const Inverse: Story = {
  args: { variant: 'inverse' },
  decorators: [onInverseSurface],
};

export const Disabled: Story = { args: { disabled: true, children: 'Sending…' } };

export const LongText: Story = {
  args: { children: 'Book a free consultation with our cloud migration and DevOps specialists' },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#services">Link styled as a button</a> },
};
