import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField } from '../TextField/TextField';
import { evaluateRules } from './evaluateRules';
import { exampleRules } from './exampleRules';
import { PasswordChecklist } from './PasswordChecklist';

const metIds = (value: string) =>
  evaluateRules(exampleRules, value)
    .filter((rule) => rule.met)
    .map((rule) => rule.id);

const ruleIds = exampleRules.map((rule) => rule.id);

describe('evaluateRules', () => {
  it('should keep the order of the rules and add whether each is met', () => {
    expect(evaluateRules(exampleRules, '').map(({ id, met }) => ({ id, met }))).toEqual([
      { id: 'min', met: false },
      { id: 'max', met: true },
      { id: 'case', met: false },
      { id: 'digitOrSymbol', met: false },
      { id: 'noSpace', met: true },
    ]);
  });

  it('should meet every rule with a good password', () => {
    expect(metIds('Northwind#2024')).toEqual(ruleIds);
  });

  // Each pair differs by one thing: exactly one rule may change between them.
  it.each([
    ['min', 'Abcdef1', 'Abcdefg1'],
    ['max', 'Abcdefgh1234567890x', 'Abcdefgh1234567890'],
    ['case', 'abcdefg1', 'Abcdefg1'],
    ['case', 'ABCDEFG1', 'ABCDEFg1'],
    ['digitOrSymbol', 'Abcdefgh', 'Abcdefg1'],
    ['digitOrSymbol', 'Abcdefg_', 'Abcdefg!'],
    ['noSpace', 'Abcd efg1', 'Abcdxefg1'],
    ['noSpace', 'Abcd\tefg1', 'Abcdxefg1'],
  ])('should flip only the %s rule from %j to %j', (id, failing, passing) => {
    const before = metIds(failing);
    const after = metIds(passing);
    expect(before).not.toContain(id);
    expect(after).toContain(id);
    expect(after.filter((ruleId) => !before.includes(ruleId))).toEqual([id]);
    expect(before.filter((ruleId) => !after.includes(ruleId))).toEqual([]);
  });

  it.each('!@#$%^&*(),.?":{}|<>'.split(''))('should count %s as a special character', (char) => {
    expect(metIds(`Abcdefgh${char}`)).toContain('digitOrSymbol');
  });
});

describe('PasswordChecklist', () => {
  it('should keep an empty polite live region while hidden', () => {
    render(<PasswordChecklist id="rules" rules={exampleRules} value="" visible={false} />);
    const region = document.getElementById('rules');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-state', 'hidden');
    expect(region).toBeEmptyDOMElement();
  });

  it('should list every rule inside the live region with its state in words, not only colour', () => {
    render(<PasswordChecklist id="rules" rules={exampleRules} value="abcdefgh" visible />);
    const region = document.getElementById('rules') as HTMLElement;
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓At least 8 characters, met',
      '✓At most 18 characters, met',
      '✗A lowercase and an uppercase letter, not met',
      '✗A digit or one of !@#$%^&*(),.?":{}|<>, not met',
      '✓No spaces, met',
    ]);
    expect(items.map((item) => item.dataset['state'])).toEqual([
      'met',
      'met',
      'unmet',
      'unmet',
      'met',
    ]);
    items.forEach((item) => expect(item.firstElementChild).toHaveAttribute('aria-hidden', 'true'));
  });

  it('should flip a rule when the password changes', () => {
    const { rerender } = render(
      <PasswordChecklist rules={exampleRules} value="Abcdefgh" visible />,
    );
    const item = () => screen.getByText('A digit or one of !@#$%^&*(),.?":{}|<>').closest('li');
    expect(item()).toHaveAttribute('data-state', 'unmet');
    expect(item()).toHaveTextContent('not met');
    rerender(<PasswordChecklist rules={exampleRules} value="Abcdefgh7" visible />);
    expect(item()).toHaveAttribute('data-state', 'met');
    expect(item()).toHaveTextContent(/, met$/);
  });

  it('should take the state words in the app language', () => {
    render(
      <PasswordChecklist
        rules={exampleRules.slice(0, 1)}
        value=""
        visible
        stateLabels={{ met: 'rempli', unmet: 'non rempli' }}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('At least 8 characters, non rempli');
  });

  it('should follow what is typed in a password field that it describes', async () => {
    function PasswordWithRules() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField
            label="Password"
            type="password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            describedBy="pw-rules"
          />
          <PasswordChecklist id="pw-rules" rules={exampleRules} value={value} visible />
        </>
      );
    }
    render(<PasswordWithRules />);
    const field = screen.getByLabelText('Password');
    await userEvent.type(field, 'Northwind 1');
    expect(screen.getByText('No spaces').closest('li')).toHaveAttribute('data-state', 'unmet');
    await userEvent.type(field, '{Backspace}{Backspace}1');
    const states = screen.getAllByRole('listitem').map((item) => item.dataset['state']);
    expect(states).toEqual(['met', 'met', 'met', 'met', 'met']);
    expect(field).toHaveAccessibleDescription(/At least 8 characters, met/);
  });

  it('should have no axe violations when hidden and visible', async () => {
    const { container } = render(
      <>
        <PasswordChecklist rules={exampleRules} value="" visible={false} />
        <PasswordChecklist rules={exampleRules} value="Abc 1" visible title="Your password needs" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
