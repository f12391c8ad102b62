import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { expectHintThenError } from '../../testing/hintAndError';
import { useControlledValue } from '../../testing/controlledValue';
import { YesNo } from './YesNo';

describe('YesNo', () => {
  it('should be a fieldset named by its legend holding two labelled radios', () => {
    render(<YesNo legend="Are you willing to relocate?" name="relocate" />);
    const group = screen.getByRole('group', { name: 'Are you willing to relocate?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')).toHaveTextContent('Are you willing to relocate?');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('name', 'relocate');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveAttribute('value', 'no');
  });

  it('should report the chosen answer and show it when controlled', async () => {
    const onChange = vi.fn();
    function Controlled() {
      return <YesNo legend="Relocate?" name="relocate" {...useControlledValue(null, onChange)} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await userEvent.click(screen.getByText('No'));
    expect(onChange).toHaveBeenCalledWith('no');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('should give the answers it is handed instead of Yes and No', async () => {
    render(
      <YesNo
        legend="What are you applying for?"
        name="applicationType"
        options={[
          { value: 'job', label: 'A job' },
          { value: 'internship', label: 'An internship' },
        ]}
      />,
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'job',
      'internship',
    ]);
    expect(screen.queryByRole('radio', { name: 'Yes' })).toBeNull();
    await userEvent.click(screen.getByText('An internship'));
    expect(screen.getByRole('radio', { name: 'An internship' })).toBeChecked();
  });

  it('should wire hint and error to the group and mark it invalid only with an error', () => {
    expectHintThenError(
      (hintAndError) => <YesNo legend="Relocate?" name="relocate" {...hintAndError} />,
      () => screen.getByRole('group', { name: 'Relocate?' }),
    );
  });

  it('should give a callback ref both radios, as a form library registers them', () => {
    const ref = vi.fn();
    render(<YesNo ref={ref} legend="Relocate?" name="relocate" />);
    const [yes, no] = screen.getAllByRole('radio');
    expect(ref).toHaveBeenCalledWith(yes);
    expect(ref).toHaveBeenCalledWith(no);
  });

  it('should point a ref object at the first radio, the one to focus', () => {
    const ref = createRef<HTMLInputElement>();
    render(<YesNo ref={ref} legend="Relocate?" name="relocate" />);
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Yes' }));
  });

  it('should start from its default answer when uncontrolled', () => {
    render(<YesNo legend="Relocate?" name="relocate" defaultValue="yes" />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('should have no axe violations in its normal and error states', async () => {
    const { container } = render(
      <>
        <YesNo legend="Relocate?" name="relocate" hint="Either office" />
        <YesNo
          legend="Disability?"
          name="disability"

          error="Selection is required"
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
