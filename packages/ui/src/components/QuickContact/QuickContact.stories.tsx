import type { StoryContext } from '@storybook/react-vite';
import preview from '../../storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { QuickContact } from './QuickContact';
import { viewport } from '../../storybook/globals';
import { floatingCornerParameters, inFloatingCorner } from '../../storybook/longPage';

const meta = preview.meta({
  title: 'Site/QuickContact',
  component: QuickContact,
  parameters: floatingCornerParameters,
  args: {
    label: 'Quick contact',
    title: 'Talk to Northwind Labs',
    phone: { label: '+1 555 0100', href: 'tel:+15550100' },
    email: { label: 'hello@northwind.example', href: 'mailto:hello@northwind.example' },
    contactLink: { label: 'Open the contact page', href: '#contact' },
  },
  decorators: [
    inFloatingCorner,
    (Story) => (
      <>
        <main style={{ padding: vars.space.lg, minHeight: '100vh' }}>
          <h1 style={{ marginTop: 0 }}>Any page</h1>
          <p>The quick-contact button floats in the bottom-right corner.</p>
        </main>
        <Story />
      </>
    ),
  ],
});

const openThePanel = async ({ canvas }: StoryContext) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Quick contact' }));
};

const panel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[popover]')!;

export const Closed = meta.story({
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement)).not.toBeVisible();
  },
});

// Escape and a click outside close it too: the browser does that (QuickContact.browser.test).
export const OpenAndChoose = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Quick contact' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('group', { name: 'Talk to Northwind Labs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Open the contact page' }));
    await waitFor(() => expect(panel(canvasElement)).not.toBeVisible());
  },
});

export const Open = meta.story({
  play: async (context) => {
    await openThePanel(context);
    await waitFor(() => expect(panel(context.canvasElement)).toBeVisible());
  },
});

export const OpenWithLongText = meta.story({
  args: {
    title: 'Talk to the Northwind Laboratories customer success team',
    email: {
      label: 'customer.success.engineering@northwind-laboratories.example',
      href: 'mailto:customer.success.engineering@northwind-laboratories.example',
    },
  },
  play: openThePanel,
});

export const OpenOnMobile = meta.story({
  globals: viewport('mobile'),
  play: openThePanel,
});

export const PhoneOnly = meta.story({
  args: { email: undefined, contactLink: undefined },
  play: openThePanel,
});

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' }, play: openThePanel });
