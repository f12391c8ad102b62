import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { Field } from './Field';

// An internal part, shown so designers can review the label, hint and error layout every field shares.
const meta = preview.meta({
  title: 'Forms/Internals/Field',
  component: Field,
  args: {
    label: 'Email',
    hint: 'We only use it to reply to you.',
    children: (control) => <input type="email" {...control} />,
  },
});

export const WithHint = meta.story();

export const WithError = meta.story({
  args: { error: 'Invalid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Invalid email address/);
  },
});

export const LongLabel = meta.story({
  args: {
    label:
      'Are you bound by any agreement, such as a non-compete or a notice period, that would prevent you from joining us?',
    hint: undefined,
  },
});
