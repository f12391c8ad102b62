import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';
import { fieldInHarbourTheme } from '../../storybook/formFields';

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Email me about new job postings', name: 'notificationJob', onChange: fn() },
  decorators: [withMaxWidth(560)],
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email me about new job postings'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});

export const Checked = meta.story({ args: { defaultChecked: true } });

export const WithLink = meta.story({
  args: {
    name: 'agreeToPrivacyPolicy',
    label: (
      <>
        I have read the <a href="#privacy-policy">privacy policy</a> of Northwind Labs
      </>
    ),
  },
});

export const WithHint = meta.story({
  args: { hint: 'At most one email a week. You can stop them at any time.' },
});

export const WithError = meta.story({
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
});

export const Disabled = meta.story({ args: { disabled: true } });

export const LongText = meta.story({
  args: {
    label:
      'I agree to receive communications about events, webinars and workshops organised by Northwind Labs and its partners, and I understand how my details are used',
    hint: 'We send these a few times a year. Every message has a link to unsubscribe.',
    error: 'Selection is required',
  },
});

export const Mobile = meta.story({
  args: { error: 'Selection is required' },
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({ ...fieldInHarbourTheme });
