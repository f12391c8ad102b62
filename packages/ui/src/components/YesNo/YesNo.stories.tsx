import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { YesNo, yesNoLayouts } from './YesNo';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { fieldInHarbourTheme } from '../../storybook/formFields';

const meta = preview.meta({
  title: 'Forms/YesNo',
  component: YesNo,
  args: {
    legend: 'Are you willing to relocate?',
    name: 'relocate',
    onChange: fn(),
  },
  argTypes: { layout: inlineRadio(yesNoLayouts) },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Are you willing to relocate?' }).tagName).toBe(
      'FIELDSET',
    );
    await userEvent.click(canvas.getByText('No'));
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});

export const WithHint = meta.story({
  args: { hint: 'Our offices are in two cities; we help with moving costs.' },
});

export const Answered = meta.story({ args: { defaultValue: 'yes' } });

export const WithError = meta.story({
  args: { error: 'Selection is required' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', {
      name: 'Are you willing to relocate?',
    });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Error: Selection is required');
  },
});

export const OtherAnswers = meta.story({
  args: {
    legend: 'What are you applying for?',
    name: 'applicationType',
    options: [
      { value: 'job', label: 'A job' },
      { value: 'internship', label: 'An internship' },
    ],
    defaultValue: 'internship',
  },
});

export const Stacked = meta.story({ args: { layout: 'stacked' } });

export const LongText = meta.story({
  args: {
    legend:
      'Are you bound by any agreement, such as a non-compete or a notice period, that could prevent you from joining Northwind Labs or from performing the job?',
    hint: 'Tell us now: it rarely stops an application, and we can plan around it.',
    options: [
      { value: 'yes', label: 'Yes, I have an agreement that may apply to this role' },
      { value: 'no', label: 'No, nothing prevents me from joining' },
    ],
    error: 'Selection is required',
  },
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'no' } });

export const Mobile = meta.story({
  args: WithError.input.args,
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({ ...fieldInHarbourTheme });
