import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReset } from './listReset.css';

describe('listReset', () => {
  it('should strip the bullets, indent and margins of a list', () => {
    render(
      <ul className={listReset} aria-label="Plain">
        <li>Item</li>
      </ul>,
    );
    const style = getComputedStyle(screen.getByRole('list', { name: 'Plain' }));
    expect(style.listStyleType).toBe('none');
    expect(style.paddingLeft).toBe('0px');
    expect(style.marginTop).toBe('0px');
  });
});
