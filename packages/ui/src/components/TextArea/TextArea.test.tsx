import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('should name the text area by its label and describe it by its hint', () => {
    render(<TextArea label="Message" hint="Tell us about your project" name="message" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('name', 'message');
    expect(area).toHaveAccessibleDescription('Tell us about your project');
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('should wire its error and mark itself invalid only when there is one', () => {
    const { rerender } = render(<TextArea id="msg" label="Message" error="Message is required" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Error: Message is required');
    rerender(<TextArea id="msg" label="Message" />);
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
  });

  it('should keep the text when an error appears', async () => {
    const { rerender } = render(<TextArea label="Message" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there');
    rerender(<TextArea label="Message" error="Too short" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello there');
  });

  it('should forward its ref and report changes', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<TextArea ref={ref} label="Message" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Message' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('should have no axe violations in its normal and error states', async () => {
    const { container } = render(
      <>
        <TextArea label="Message" hint="A few lines" />
        <TextArea label="Details" error="Message is required" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
