import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';
import { fieldInHarbourTheme } from '../../storybook/formFields';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Email me about new job postings', name: 'notificationJob', onChange: fn() },
  decorators: [withMaxWidth(560)],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email me about new job postings'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithLink: Story = {
  args: {
    name: 'agreeToPrivacyPolicy',
    label: (
      <>
        I have read the <a href="#privacy-policy">privacy policy</a> of Northwind Labs
      </>
    ),
  },
};

export const WithHint: Story = {
  args: { hint: 'At most one email a week. You can stop them at any time.' },
};

export const WithError: Story = {
  args: {
    name: 'checkBoxagreement',
    label: 'I understand that employment is at will and that there is no contract',
    error: 'Selection is required',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Error: Selection is required');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    label:
      'I agree to receive communications about events, webinars and workshops organised by Northwind Labs and its partners, and I understand how my details are used',
    hint: 'We send these a few times a year. Every message has a link to unsubscribe.',
    error: 'Selection is required',
  },
};

export const Mobile: Story = {
  args: { error: 'Selection is required' },
  globals: viewport('mobile'),
};

export const HarbourTheme: Story = { ...fieldInHarbourTheme };
