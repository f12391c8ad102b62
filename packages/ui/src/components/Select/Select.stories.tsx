import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';
import { fieldInHarbourTheme } from '../../storybook/formFields';

const dialCodes: SelectOption[] = [
  { value: 'IN', label: 'India (+91)' },
  { value: 'AU', label: 'Australia (+61)' },
  { value: 'CA', label: 'Canada (+1)' },
  { value: 'DE', label: 'Germany (+49)' },
  { value: 'GB', label: 'United Kingdom (+44)' },
  { value: 'US', label: 'United States (+1)' },
];

const meta = preview.meta({
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Country code',
    name: 'countryCode',
    options: dialCodes,
    defaultValue: 'IN',
    onChange: fn(),
  },
  decorators: [withMaxWidth(360)],
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await expect(select).toHaveValue('IN');
    await userEvent.selectOptions(select, 'Germany (+49)');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(select).toHaveValue('DE');
  },
});

export const WithPlaceholder = meta.story({
  args: { placeholder: 'Choose a country code', defaultValue: '' },
});

export const WithError = meta.story({
  args: { placeholder: 'Choose a country code', defaultValue: '', error: 'Code is required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Error: Code is required');
  },
});

export const WithHint = meta.story({ args: { hint: 'The country of your mobile number' } });

export const Disabled = meta.story({ args: { disabled: true } });

export const LongText = meta.story({
  args: {
    label:
      'Which of our offices in the region would you prefer to work from if you were offered the role?',
    options: [
      {
        value: 'north',
        label: 'Northwind Labs North Campus, Building 4, Innovation Park (hybrid)',
      },
      { value: 'south', label: 'Southern Riverside studio' },
    ],
    defaultValue: 'north',
    error: 'Selection is required',
  },
});

export const Mobile = meta.story({
  args: { error: 'Code is required' },
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({ ...fieldInHarbourTheme });
