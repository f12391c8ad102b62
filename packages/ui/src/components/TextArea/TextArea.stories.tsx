import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';
import { fieldInHarbourTheme } from '../../storybook/formFields';

const meta = preview.meta({
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', onChange: fn() },
  decorators: [withMaxWidth(560)],
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'We would like a quote for a mobile app.');
    await expect(args.onChange).toHaveBeenCalled();
  },
});

export const WithHint = meta.story({
  args: { hint: 'Tell us about your project, your timeline and your budget' },
});

export const WithError = meta.story({
  args: { error: 'Message is required' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Error: Message is required');
  },
});

export const Filled = meta.story({
  args: {
    defaultValue:
      'Hello Northwind Labs,\n\nWe are looking for a partner to move our ordering system to the cloud.',
  },
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'Sent already' } });

export const LongText = meta.story({
  args: {
    label:
      'Anything else you would like the hiring team at Northwind Labs to know about you, your experience or your availability?',
    hint: 'Optional. A few lines are enough; we read every message before the first interview.',
    error: 'Keep it under 2,000 characters so the whole team can read it',
  },
});

export const Mobile = meta.story({
  args: { hint: 'Tell us about your project', error: 'Message is required' },
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({ ...fieldInHarbourTheme });
