import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { MobileSidebar } from './MobileSidebar';
import { sidebarProps } from './sidebarFixtures';

// What the browser gets before any script: the button already opens the sheet by itself.
describe('MobileSidebar, as rendered', () => {
  it('should give its button what opens the sheet as a modal, and the sheet a name', () => {
    render(<MobileSidebar {...sidebarProps} />);
    const button = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(button).toHaveAttribute('commandfor', 'site-menu');
    expect(button).toHaveAttribute('command', 'show-modal');
    const sheet = document.getElementById('site-menu');
    expect(sheet?.tagName).toBe('DIALOG');
    expect(document.getElementById(sheet!.getAttribute('aria-labelledby')!)).toHaveTextContent(
      'Menu',
    );
    const close = screen.getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('commandfor', 'site-menu');
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('autofocus');
  });

  it('should list the links in a named navigation, the active one marked as the current page', async () => {
    const { container } = renderWithAppLinks(<MobileSidebar {...sidebarProps} />);
    const nav = screen.getByRole('navigation', { name: 'Menu', hidden: true });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual([
      'What we provide',
      'Who we are',
      'Careers',
    ]);
    expect(links.every((link) => link.hasAttribute('data-app-link'))).toBe(true);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[2]).not.toHaveAttribute('aria-current');
    expect(document.getElementById('site-menu')).toHaveTextContent('Call us any weekday');
    await expectNoAxeViolations(container);
  });

  it('should keep a hidden title for screen readers only', () => {
    render(<MobileSidebar {...sidebarProps} title="Site menu" hideTitle />);
    const title = screen.getByRole('heading', { name: 'Site menu', hidden: true });
    expect(title.className).not.toBe('');
    expect(document.getElementById('site-menu')).toHaveAttribute('aria-labelledby', title.id);
  });
});
