import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { ServerScripts } from '../private/ServerScript';
import { TextField } from '../TextField/TextField';
import { YesNo } from '../YesNo/YesNo';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

const errors: ErrorSummaryItem[] = [
  { fieldId: 'email', message: 'Email is required' },
  { fieldId: 'relocate', message: 'Selection is required' },
];

function Form({ items = errors, focusKey }: { items?: ErrorSummaryItem[]; focusKey?: number }) {
  return (
    <>
      <ErrorSummary title="There is a problem" errors={items} focusKey={focusKey} />
      <TextField id="email" label="Email" error="Email is required" />
      <YesNo
        id="relocate"
        legend="Are you willing to relocate?"
        name="relocate"
        error="Selection is required"
      />
      <button type="button">Apply</button>
    </>
  );
}

const summary = () =>
  screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex]');

describe('ErrorSummary', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    // jsdom does no layout and has no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('should render nothing when there are no errors', () => {
    const { container } = render(<ErrorSummary title="There is a problem" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should show a titled alert with a link to each field', () => {
    render(<Form />);
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    const links = screen.getAllByRole('link');
    expect(alert).toContainElement(links[0] ?? null);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Email is required', '#email'],
      ['Selection is required', '#relocate'],
    ]);
  });

  it('should show a problem with the whole submission first, with no link, even with no field in error', () => {
    render(
      <ErrorSummary
        title="There is a problem"
        errors={[]}
        problem="You have sent too many messages. Please try again in a minute."
      />,
    );
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(alert).toHaveTextContent(
      'You have sent too many messages. Please try again in a minute.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('should be focused on load when the server sends it, before any script', () => {
    const html = renderToString(<ErrorSummary title="There is a problem" errors={errors} />);
    expect(html).toMatch(/<div[^>]*tabindex="-1"[^>]*autofocus=""/);
  });

  it('should take focus when it appears', () => {
    const { rerender } = render(<Form items={[]} />);
    expect(document.body).toHaveFocus();
    rerender(<Form />);
    expect(summary()).toHaveFocus();
    expect(summary()).toHaveAttribute('tabindex', '-1');
  });

  it('should take focus again on a failed submit but not while errors change as the visitor types', async () => {
    const { rerender } = render(<Form focusKey={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    rerender(<Form focusKey={1} items={errors.slice(1)} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    rerender(<Form focusKey={2} items={errors.slice(1)} />);
    expect(summary()).toHaveFocus();
  });

  it('should move focus to the field of a link and bring its label into view', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('link', { name: 'Email is required' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Email', { selector: 'label' }));
  });

  it('should focus the first radio of a radio group and bring its legend into view', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('link', { name: 'Selection is required' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByText('Are you willing to relocate?', { selector: 'legend' }),
    );
  });

  it('should leave the link to the browser when the field does not exist', () => {
    render(
      <ErrorSummary title="There is a problem" errors={[{ fieldId: 'gone', message: 'Gone' }]} />,
    );
    const link = screen.getByRole('link', { name: 'Gone' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <ErrorSummary title="There is a problem" description="Check these answers" errors={errors} />,
    );
    await expectNoAxeViolations(container);
  });

  describe('with required fields checked before the app', () => {
    const beforeApp = { formId: 'form', fields: errors.slice(0, 1) };

    it('should wait hidden in the server markup, with its entries and script, when nothing is wrong yet', () => {
      const html = renderToString(
        <ServerScripts>
          <ErrorSummary title="There is a problem" errors={[]} requiredBeforeApp={beforeApp} />
        </ServerScripts>,
      );
      const waiting = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
      expect(waiting.hasAttribute('hidden')).toBe(true);
      expect(waiting.getAttribute('data-form')).toBe('form');
      expect(waiting.querySelector('li[data-field="email"][hidden] a')?.textContent).toBe(
        'Email is required',
      );
      // Run once the page is parsed, so that the page does not paint in two steps around it.
      expect(waiting.querySelector('script')?.type).toBe('module');
      expect(waiting.querySelector('script')?.textContent).toContain('dataset.refused');
    });

    it('should not wait in the markup once the server has errors to show, nor on the client', () => {
      const withErrors = renderToString(
        <ErrorSummary title="There is a problem" errors={errors} requiredBeforeApp={beforeApp} />,
      );
      expect(withErrors).not.toContain('data-form');
      const { container } = render(
        <ErrorSummary title="There is a problem" errors={[]} requiredBeforeApp={beforeApp} />,
      );
      expect(container).toBeEmptyDOMElement();
    });
  });
});
