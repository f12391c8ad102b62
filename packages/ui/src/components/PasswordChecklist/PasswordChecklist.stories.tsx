import preview from '../../storybook/preview';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { exampleRules } from './exampleRules';
import { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';
import { viewport } from '../../storybook/globals';

const meta = preview.meta({
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  args: { rules: exampleRules, value: '', visible: true, title: 'Your password needs' },
});

const states = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.dataset['state']);

export const Empty = meta.story();

export const PartlyMet = meta.story({ args: { value: 'northwind' } });

export const AllMet = meta.story({ args: { value: 'Northwind#2024' } });

export const TooLongWithSpaces = meta.story({ args: { value: 'Northwind Labs 2024 cloud' } });

export const Hidden = meta.story({ args: { visible: false } });

export const LongText = meta.story({
  args: {
    value: 'abc',
    rules: [
      {
        id: 'phrase',
        label:
          'A passphrase of several unrelated words that nobody who knows you could guess from your social media',
        test: (value: string) => value.split('-').length > 3,
      },
      ...exampleRules,
    ],
  },
});

export const Mobile = meta.story({
  args: { value: 'Northwind' },
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({
  args: { value: 'Northwind' },
  globals: { theme: 'harbour' },
});

/** As the app wires it: shown while the field has focus or text. */
function PasswordWithChecklist(args: PasswordChecklistProps) {
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  return (
    <div style={{ maxWidth: 420, display: 'grid', gap: 12 }}>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        describedBy="password-rules"
      />
      <PasswordChecklist
        {...args}
        id="password-rules"
        value={value}
        visible={focused || value !== ''}
      />
    </div>
  );
}

export const WithPasswordField = meta.story({
  args: { visible: false },
  render: (args) => <PasswordWithChecklist {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const region = canvasElement.querySelector('#password-rules') as HTMLElement;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);

    const field = canvas.getByLabelText('Password');
    await userEvent.click(field);
    await expect(states(canvasElement)).toEqual(['unmet', 'met', 'unmet', 'unmet', 'met']);

    await userEvent.type(field, 'northwind');
    await expect(states(canvasElement)).toEqual(['met', 'met', 'unmet', 'unmet', 'met']);
    await expect(field).toHaveAccessibleDescription(
      /A lowercase and an uppercase letter ?, not met/,
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'Northwind#2024');
    await expect(states(canvasElement)).toEqual(['met', 'met', 'met', 'met', 'met']);
    await expect(field).toHaveAccessibleDescription(/No spaces ?, met$/);
  },
});
