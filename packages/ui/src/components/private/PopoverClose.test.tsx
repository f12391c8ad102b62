import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PopoverClose } from './PopoverClose';

describe('PopoverClose', () => {
  it('should be a named button that hides its popover', () => {
    render(<PopoverClose label="Close menu" popoverId="menu" />);
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('popovertarget', 'menu');
    expect(button).toHaveAttribute('popovertargetaction', 'hide');
    expect(button).not.toHaveAttribute('autofocus');
  });

  it('should carry autofocus when it takes focus as the popover opens', () => {
    render(<PopoverClose label="Close" popoverId="dialog" focusOnOpen />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('autofocus');
  });
});
