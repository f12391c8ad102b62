import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { inlineRadio } from '../../storybook/controls';
import { onInverseSurface } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Explore our services', onClick: fn() },
  argTypes: { variant: inlineRadio(buttonVariants), size: inlineRadio(buttonSizes) },
});

export const Primary = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const AllVariants = meta.story({
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
});

export const Inverse = meta.story({
  args: { variant: 'inverse' },
  decorators: [onInverseSurface],
});

export const Disabled = meta.story({ args: { disabled: true, children: 'Sending…' } });

export const LongText = meta.story({
  args: { children: 'Book a free consultation with our cloud migration and DevOps specialists' },
});

export const AsLink = meta.story({
  args: { asChild: true, children: <a href="#services">Link styled as a button</a> },
});
