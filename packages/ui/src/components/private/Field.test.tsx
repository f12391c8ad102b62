import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { Field } from './Field';

describe('Field (the shell of every text-like field)', () => {
  it('should label its control and describe it by hint, extra ids and error, in that order', () => {
    render(
      <>
        <p id="rules">Rules</p>
        <Field
          id="email"
          label="Email"
          hint="We reply here"
          describedBy="rules"
          error="Email is required"
        >
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint rules email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply here Rules Error: Email is required');
  });

  it('should not mark the control invalid nor point at an error that is not there', () => {
    render(<Field label="Name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('should have no axe violations with and without an error', async () => {
    const { container } = render(
      <>
        <Field label="Subject">{(control) => <input {...control} />}</Field>
        <Field label="Message" error="Message is required">
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
