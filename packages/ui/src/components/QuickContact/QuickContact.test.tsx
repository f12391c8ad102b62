import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { QuickContact } from './QuickContact';
import { quickContactProps } from '../../testing/quickContactProps';

// What the browser gets before any script; opening and closing are in the browser test.
describe('QuickContact, as rendered', () => {
  it('should give its button the panel as popover target, with the links inside', async () => {
    const { container } = renderWithAppLinks(<QuickContact {...quickContactProps} />);
    const toggle = screen.getByRole('button', { name: 'Quick contact', hidden: true });
    const panel = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('role', 'group');
    expect(screen.getByText('Talk to Northwind Labs').id).toBe(
      panel?.getAttribute('aria-labelledby'),
    );
    const link = (name: string) => screen.getByRole('link', { name, hidden: true });
    expect(link('+1 555 0100')).toHaveAttribute('href', 'tel:+15550100');
    expect(link('hello@northwind.example')).toHaveAttribute(
      'href',
      'mailto:hello@northwind.example',
    );
    expect(link('Open the contact page')).toHaveAttribute('data-app-link');
    expect(link('+1 555 0100')).not.toHaveAttribute('data-app-link');
    await expectNoAxeViolations(container);
  });

  it('should leave out the links it is not given', () => {
    render(<QuickContact {...quickContactProps} email={undefined} contactLink={undefined} />);
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(1);
  });
});
