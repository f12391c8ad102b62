import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { expectHintThenError } from '../../testing/hintAndError';
import { TextField } from './TextField';

describe('TextField', () => {
  it('should name the input by its label and give it the id it is handed', () => {
    render(<TextField id="email" label="Email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('should wire hint and error and mark the input invalid only with an error', () => {
    expectHintThenError(
      (hintAndError) => <TextField label="Email" {...hintAndError} />,
      () => screen.getByRole('textbox', { name: 'Email' }),
    );
  });

  it('should add further descriptions between the hint and the error', () => {
    render(
      <>
        <TextField
          id="pw"
          type="password"
          label="Password"
          hint="Hint"
          describedBy="rules"
          error="Bad"
        />
        <p id="rules">Rules</p>
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'aria-describedby',
      'pw-hint rules pw-error',
    );
  });

  it('should keep what the visitor typed when an error appears', async () => {
    const { rerender } = render(<TextField label="Name" defaultValue="" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    rerender(<TextField label="Name" defaultValue="" error="Name is required" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  });

  it('should forward its ref to the input and report changes and blur', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <TextField
        ref={ref}
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toBeRequired();
    await userEvent.type(input, '98');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('should show a controlled value', () => {
    render(<TextField label="Subject" value="Quote" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Quote');
  });

  it('should have no axe violations in its normal and error states', async () => {
    const { container } = render(
      <form>
        <TextField label="Name" hint="As on your passport" />
        <TextField label="Email" type="email" error="Email is required" />
        <TextField label="Password" type="password" error="Password is required" />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
