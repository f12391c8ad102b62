import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { navigatedTo } from '../../storybook/storyLinks';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { ButtonLink } from './ButtonLink';
import { inlineRadio } from '../../storybook/controls';

const meta = preview.meta({
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { href: '/contact', children: 'Contact us', variant: 'secondary' } as const,
  argTypes: { variant: inlineRadio(buttonVariants), size: inlineRadio(buttonSizes) },
});

/** The button's look on a link the app's router draws (here one that records where it leads). */
export const ToAPage = meta.story({
  play: async ({ canvas }) => {
    navigatedTo.mockClear();
    const link = canvas.getByRole('link', { name: 'Contact us' });
    await expect(link).toHaveAttribute('href', '/contact');
    await userEvent.click(link);
    await expect(navigatedTo).toHaveBeenCalledWith('/contact');
  },
});

export const HeroCallToAction = meta.story({
  args: {
    href: '/whatweprovide',
    children: 'Explore our services',
    variant: 'primary',
    size: 'lg',
  },
});
