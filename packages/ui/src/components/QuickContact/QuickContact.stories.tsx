import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { FloatingActions } from '../FloatingActions/FloatingActions';
import { QuickContact } from './QuickContact';

const meta = {
  title: 'Site/QuickContact',
  component: QuickContact,
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '480px' } },
  },
  args: {
    label: 'Quick contact',
    title: 'Talk to Northwind Labs',
    phone: { label: '+1 555 0100', href: 'tel:+15550100' },
    email: { label: 'hello@northwind.example', href: 'mailto:hello@northwind.example' },
    contactLink: { label: 'Open the contact page', href: '#contact' },
  },
  argTypes: { renderLink: { control: false } },
  decorators: [
    (Story) => (
      <>
        <main style={{ padding: vars.space.lg, minHeight: '100vh' }}>
          <h1 style={{ marginTop: 0 }}>Any page</h1>
          <p>The quick-contact button floats in the bottom-right corner.</p>
        </main>
        <FloatingActions>
          <Story />
        </FloatingActions>
      </>
    ),
  ],
} satisfies Meta<typeof QuickContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Quick contact' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Quick contact' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Talk to Northwind Labs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Talk to Northwind Labs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: 'Any page' }));
    await expect(canvas.getByRole('button', { name: 'Quick contact' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const OpenWithLongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Talk to the Northwind Laboratories customer success team',
    email: {
      label: 'customer.success.engineering@northwind-laboratories.example',
      href: 'mailto:customer.success.engineering@northwind-laboratories.example',
    },
  },
};

export const OpenOnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PhoneOnly: Story = {
  args: { defaultOpen: true, email: undefined, contactLink: undefined },
};

export const HarbourTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'harbour' } };
