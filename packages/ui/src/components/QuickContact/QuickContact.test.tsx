import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { QuickContact, type QuickContactProps } from './QuickContact';

const props: QuickContactProps = {
  label: 'Quick contact',
  title: 'Talk to Northwind Labs',
  phone: { label: '+1 555 0100', href: 'tel:+15550100' },
  email: { label: 'hello@northwind.example', href: 'mailto:hello@northwind.example' },
  contactLink: { label: 'Open the contact page', href: '/contact' },
};

function renderWithPage(extra: Partial<QuickContactProps> = {}) {
  return render(
    <>
      <button type="button">Elsewhere on the page</button>
      <QuickContact {...props} {...extra} />
    </>,
  );
}

describe('QuickContact', () => {
  it('should start closed with the panel hidden and linked by aria-controls', async () => {
    const { container } = renderWithPage();
    const toggle = screen.getByRole('button', { name: 'Quick contact' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: '+1 555 0100' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('should open and close the panel with the button', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPage();
    const toggle = screen.getByRole('button', { name: 'Quick contact' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Talk to Northwind Labs' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(screen.getByRole('link', { name: 'hello@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:hello@northwind.example',
    );
    expect(screen.getByRole('link', { name: 'Open the contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoAxeViolations(container);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('should close on Escape and return focus to the button', async () => {
    const user = userEvent.setup();
    renderWithPage();
    const toggle = screen.getByRole('button', { name: 'Quick contact' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('should not steal focus from the page when Escape is pressed elsewhere', async () => {
    const user = userEvent.setup();
    renderWithPage({ defaultOpen: true });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere on the page' });
    elsewhere.focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Quick contact' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(elsewhere).toHaveFocus();
  });

  it('should close on a click outside but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    renderWithPage({ defaultOpen: true });
    const toggle = screen.getByRole('button', { name: 'Quick contact' });
    await user.click(screen.getByText('Talk to Northwind Labs'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('should close after a link is chosen and render the contact link through renderLink', async () => {
    const user = userEvent.setup();
    renderWithPage({
      defaultOpen: true,
      renderLink: ({ href, className, children }) => (
        <a
          href={href}
          className={className}
          data-router-link=""
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </a>
      ),
    });
    const contact = screen.getByRole('link', { name: 'Open the contact page' });
    expect(contact).toHaveAttribute('data-router-link');
    await user.click(contact);
    expect(screen.getByRole('button', { name: 'Quick contact' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
