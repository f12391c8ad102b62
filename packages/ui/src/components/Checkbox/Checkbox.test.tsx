import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { expectHintThenError } from '../../testing/hintAndError';
import { Checkbox } from './Checkbox';

const privacyLabel = (
  <>
    I agree to the <a href="#privacy">privacy policy</a>
  </>
);

describe('Checkbox', () => {
  it('should name the checkbox by its label, links included', () => {
    render(<Checkbox label={privacyLabel} name="agreeToPrivacyPolicy" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy policy' });
    expect(box).toHaveAttribute('name', 'agreeToPrivacyPolicy');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '#privacy',
    );
  });

  it('should toggle when its label text is clicked and report the change', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Email me new job postings" onChange={onChange} />);
    await userEvent.click(screen.getByText('Email me new job postings'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('should wire hint and error and be invalid only with an error', () => {
    expectHintThenError(
      (hintAndError) => <Checkbox label="I understand" {...hintAndError} />,
      () => screen.getByRole('checkbox', { name: 'I understand' }),
    );
  });

  it('should forward its ref to the checkbox', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="Notify me" defaultChecked />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Notify me' }));
    expect(ref.current).toBeChecked();
  });

  it('should have no axe violations in its normal and error states', async () => {
    const { container } = render(
      <>
        <Checkbox label={privacyLabel} />
        <Checkbox label="I understand" error="Selection is required" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
