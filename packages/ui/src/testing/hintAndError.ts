import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

/** The props through which every form control of the kit takes its hint and its error. */
export interface HintAndError {
  id: string;
  hint: string;
  error?: string;
}

/**
 * Renders a form control with a hint, then with an error as well, and checks the wiring every
 * control shares: the hint alone describes it and leaves it valid; with the error it is invalid
 * and described by the hint then the error, in that order.
 */
export function expectHintThenError(
  renderControl: (props: HintAndError) => ReactElement,
  findControl: () => HTMLElement,
): void {
  const props = { id: 'field', hint: 'What to enter' };
  const { rerender } = render(renderControl(props));
  const control = findControl();
  expect(control).toHaveAccessibleDescription('What to enter');
  expect(control).not.toHaveAttribute('aria-invalid');

  rerender(renderControl({ ...props, error: 'Selection is required' }));
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAttribute('aria-describedby', 'field-hint field-error');
  expect(control).toHaveAccessibleDescription('What to enter Error: Selection is required');
}
