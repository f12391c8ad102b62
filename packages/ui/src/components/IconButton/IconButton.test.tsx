import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { IconButton } from './IconButton';
import { MenuIcon, SearchIcon } from '../../system/Icon/icons';

describe('IconButton', () => {
  it('should be named by its label and hide the icon from assistive technology', async () => {
    const { container } = render(
      <IconButton label="Open menu">
        <MenuIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('should call onClick from the keyboard and forward its ref for focus', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton ref={ref} label="Search the site" variant="solid" onClick={onClick}>
        <SearchIcon />
      </IconButton>,
    );
    ref.current?.focus();
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should give each variant its own look', () => {
    render(
      <>
        <IconButton label="Ghost">
          <MenuIcon />
        </IconButton>
        <IconButton label="Solid" variant="solid">
          <MenuIcon />
        </IconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Ghost' }).className).not.toBe(
      screen.getByRole('button', { name: 'Solid' }).className,
    );
  });
});
