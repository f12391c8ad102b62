import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard';
import { TestimonialDialog, type TestimonialDialogProps } from './TestimonialDialog';

const avatar = (initials: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 40% 35%)"/><text x="48" y="59" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

const text =
  'Six months at Northwind Labs taught me more than my whole final year. I shipped a real ' +
  'feature to real customers, paired with senior engineers every week and learned to write ' +
  'the tests before the code. The mentors never made me feel slow, and the code reviews ' +
  'were the kindest and most useful feedback I have had.';

// The dialog is controlled: the card's Read More opens it, as the app does.
function WithCard(props: TestimonialDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ maxWidth: 360 }}>
      <TestimonialCard
        name={props.name}
        text={props.text}
        photo={props.photo}
        onReadMore={() => setOpen(true)}
      />
      <TestimonialDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/TestimonialDialog',
  component: TestimonialDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    name: 'Asha Rao',
    text,
    photo: { src: avatar('AR', 210), alt: 'Portrait of Asha Rao' },
    roleLabel: '- Intern',
  },
  render: (args) => <WithCard {...args} />,
} satisfies Meta<typeof TestimonialDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const readMore = within(canvasElement).getByRole('button', {
      name: 'Read More about Asha Rao',
    });
    await userEvent.click(readMore);
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    // Visible once the fade-in has run.
    await waitFor(() => expect(within(dialog).getByText('- Intern')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(readMore).toHaveFocus());

    await userEvent.click(readMore);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(readMore).toHaveFocus());
  },
};

export const Open: Story = { args: { open: true } };

export const OpenOnMobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongWords: Story = {
  args: {
    open: true,
    name: 'Maximiliana Wolkenkratzer-Grünewald',
    text: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen and Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz were the longest words in my internship diary.\n\nA second paragraph keeps its line break.',
    photo: { src: avatar('MW', 20), alt: 'Portrait of Maximiliana Wolkenkratzer-Grünewald' },
  },
};

export const WithoutRoleLabel: Story = { args: { open: true, roleLabel: undefined } };
