import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { YesNo } from '../YesNo/YesNo';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
import { viewport } from '../../storybook/globals';

const meta = preview.meta({
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'There is a problem',
    errors: [
      { fieldId: 'email', message: 'Invalid email address' },
      { fieldId: 'relocate', message: 'Selection is required' },
    ],
  },
});

/** The summary above the fields it links to, as on a form after a failed submit. */
function FormWithSummary(args: ErrorSummaryProps) {
  const errorOf = (fieldId: string) =>
    args.errors.find((error) => error.fieldId === fieldId)?.message;
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 24 }}>
      <ErrorSummary {...args} />
      <TextField
        id="email"
        label="Email"
        type="email"
        defaultValue="grace@northwind"
        error={errorOf('email')}
      />
      <YesNo
        id="relocate"
        legend="Are you willing to relocate?"
        name="relocate"
        error={errorOf('relocate')}
      />
    </div>
  );
}

export const Default = meta.story({
  render: (args) => <FormWithSummary {...args} />,
  play: async ({ canvas }) => {
    const summary = canvas
      .getByRole('heading', { name: 'There is a problem' })
      .closest('[tabindex]');
    await expect(summary).toHaveFocus();

    await userEvent.click(canvas.getByRole('link', { name: 'Invalid email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('link', { name: 'Selection is required' }));
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  },
});

export const WithDescription = meta.story({
  args: { description: 'Check the answers below, then apply again.' },
  render: (args) => <FormWithSummary {...args} />,
});

/** A refusal of the whole submission, e.g. too many attempts: no field to link to. */
export const ProblemOnly = meta.story({
  args: {
    errors: [],
    problem: 'You have sent as many messages as we accept in a minute. Please try again shortly.',
  },
});

export const SingleError = meta.story({
  args: { errors: [{ fieldId: 'email', message: 'Email is required' }] },
  render: (args) => <FormWithSummary {...args} />,
});

export const NoErrors = meta.story({ args: { errors: [] } });

export const LongText = meta.story({
  args: {
    title:
      'There is a problem with your application to Northwind Labs: please check the answers below',
    errors: [
      {
        fieldId: 'email',
        message:
          'Enter an email address in the correct format, like name@example.com, so that our hiring team can reply',
      },
      { fieldId: 'relocate', message: 'Selectionisrequiredbeforeyoucanapplyforthisposition' },
    ],
  },
  render: (args) => <FormWithSummary {...args} />,
});

export const Mobile = meta.story({
  render: (args) => <FormWithSummary {...args} />,
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({
  render: (args) => <FormWithSummary {...args} />,
  globals: { theme: 'harbour' },
});
