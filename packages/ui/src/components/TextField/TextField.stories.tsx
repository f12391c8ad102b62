import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'name', autoComplete: 'name', onChange: fn(), onBlur: fn() },
  argTypes: { type: inlineRadio(textFieldTypes) },
  decorators: [withMaxWidth(480)],
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Grace Hopper');
    await expect(input).toHaveValue('Grace Hopper');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
});

export const WithHint = meta.story({
  args: { label: 'Email', type: 'email', hint: 'We only use it to reply to you', name: 'email' },
});

export const WithError = meta.story({
  args: {
    label: 'Email',
    type: 'email',
    name: 'email',
    hint: 'We only use it to reply to you',
    defaultValue: 'grace@northwind',
    error: 'Invalid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We only use it to reply to you Error: Invalid email address',
    );
    await expect(input).toHaveValue('grace@northwind');
  },
});

export const Password = meta.story({
  args: { label: 'Password', type: 'password', name: 'password', autoComplete: 'new-password' },
});

export const Numeric = meta.story({
  args: {
    label: 'Mobile number',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    name: 'phoneNumber',
  },
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'Northwind Labs' } });

export const LongText = meta.story({
  args: {
    label:
      'Previous employee ID at Northwind Labs or any of its subsidiaries (enter NA if you have never worked with us)',
    hint: 'You can find it on your payslip, your leaving letter or the badge you were given on your first day',
    error: 'Selection is required',
  },
});

export const LongWords = meta.story({
  args: {
    label: 'Organisationsentwicklungsberatungsunternehmensbezeichnung',
    defaultValue: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen',
    error: 'Rechtsschutzversicherungsgesellschaftenbestätigungserfordernis',
  },
});

export const Mobile = meta.story({
  args: { hint: 'As on your passport', error: 'First Name is required' },
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({
  args: Mobile.input.args,
  globals: { theme: 'harbour' },
});
