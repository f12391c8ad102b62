import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TextField } from '../TextField/TextField';
import { evaluateRules } from './evaluateRules';
import { exampleRules } from './exampleRules';
import { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';
import { ServerScripts } from '../private/ServerScript';

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

/** An element's text as a reader gets it: what CSS hides (the other state's word) left out. */
const shownText = (node: Node): string => {
  if (node instanceof HTMLElement && getComputedStyle(node).display === 'none') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(shownText).join('');
};

describe('PasswordChecklist', () => {
  it('should keep its polite live region and its list in the page while hidden', () => {
    render(<PasswordChecklist id="rules" rules={exampleRules} value="" visible={false} />);
    const region = document.getElementById('rules') as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-state', 'hidden');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // In the markup all the same, for the page's script to show before the app runs.
    expect(region.querySelectorAll('li')).toHaveLength(exampleRules.length);
    expect(region.firstElementChild).toHaveAttribute('hidden');
  });

  it('should list every rule inside the live region with its state in words, not only colour', () => {
    render(<PasswordChecklist id="rules" rules={exampleRules} value="abcdefgh" visible />);
    const region = document.getElementById('rules') as HTMLElement;
    const items = within(region).getAllByRole('listitem');
    expect(items.map(shownText)).toEqual([
      'At least 8 characters, met',
      'At most 18 characters, met',
      'A lowercase and an uppercase letter, not met',
      'A digit or one of !@#$%^&*(),.?":{}|<>, not met',
      'No spaces, met',
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
    const item = () =>
      screen.getByText('A digit or one of !@#$%^&*(),.?":{}|<>').closest('li') as HTMLElement;
    expect(item()).toHaveAttribute('data-state', 'unmet');
    expect(shownText(item())).toMatch(/, not met$/);
    rerender(<PasswordChecklist rules={exampleRules} value="Abcdefgh7" visible />);
    expect(item()).toHaveAttribute('data-state', 'met');
    expect(shownText(item())).toMatch(/, met$/);
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
    expect(shownText(screen.getByRole('listitem'))).toBe('At least 8 characters, non rempli');
  });

  it('should write each pattern, and its own script into the server markup only when it can be used', () => {
    const markup = (props: Partial<PasswordChecklistProps>) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <ServerScripts>
          <PasswordChecklist id="rules" rules={exampleRules} value="" visible={false} {...props} />
        </ServerScripts>,
      );
      return container;
    };
    const page = markup({});
    expect([...page.querySelectorAll('li')].map((item) => item.dataset['pattern'])).toEqual(
      exampleRules.map((rule) => rule.pattern?.source),
    );
    expect(page.querySelector('script')?.textContent).toContain('data-pattern');
    // Without an id no field can point at the list; without patterns there is nothing to run.
    expect(markup({ id: undefined }).querySelector('script')).toBeNull();
    const withoutPatterns = exampleRules.map(({ pattern: _pattern, ...rule }) => rule);
    expect(markup({ rules: withoutPatterns }).querySelector('script')).toBeNull();
    // Rendered by the app on its own (a page reached by a client-side link): no script at all.
    const { container } = render(
      <PasswordChecklist id="rules" rules={exampleRules} value="" visible={false} />,
    );
    expect(container.querySelector('script')).toBeNull();
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
    // The state word is positioned off screen, which makes it a block of its own: the
    // accessible-name computation puts a space before it.
    expect(field).toHaveAccessibleDescription(
      exampleRules.map((rule) => `${rule.label} , met`).join(' '),
    );
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
