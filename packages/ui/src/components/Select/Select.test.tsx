import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { expectHintThenError } from '../../testing/hintAndError';
import { useControlledValue } from '../../testing/controlledValue';
import { Select, type SelectOption } from './Select';

const codes: SelectOption[] = [
  { value: 'IN', label: 'India (+91)' },
  { value: 'GB', label: 'United Kingdom (+44)' },
  { value: 'US', label: 'United States (+1)' },
];

describe('Select', () => {
  it('should name the select by its label and list the options after the placeholder', () => {
    render(<Select label="Country code" options={codes} placeholder="Choose a code" />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a code',
      'India (+91)',
      'United Kingdom (+44)',
      'United States (+1)',
    ]);
    expect(options[0]).toHaveValue('');
    expect(select).toHaveValue('');
  });

  it('should report the chosen value when controlled', async () => {
    const onChange = vi.fn();
    function Controlled() {
      return (
        <Select label="Country code" options={codes} {...useControlledValue('IN', onChange)} />
      );
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toHaveValue('IN');
    await userEvent.selectOptions(select, 'United Kingdom (+44)');
    expect(onChange).toHaveBeenCalledWith('GB');
    expect(select).toHaveValue('GB');
  });

  it('should wire hint and error and mark itself invalid only with an error', () => {
    expectHintThenError(
      (hintAndError) => <Select label="Code" options={codes} {...hintAndError} />,
      () => screen.getByRole('combobox', { name: 'Code' }),
    );
  });

  it('should forward its ref to the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} label="Code" options={codes} name="countryCode" />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Code' }));
    expect(ref.current).toHaveAttribute('name', 'countryCode');
  });

  it('should have no axe violations in its normal and error states', async () => {
    const { container } = render(
      <>
        <Select label="Code" options={codes} placeholder="Choose" />
        <Select label="Other code" options={codes} error="Code is required" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
