import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

const props: SiteFooterProps = {
  columns: [
    {
      title: 'Services',
      links: [
        { label: 'Cloud migration', href: '/service/cloud' },
        { label: 'Partner portal', href: 'https://partners.example.com', external: true },
      ],
    },
    { title: 'Company', links: [{ label: 'Our story', href: '/story' }] },
  ],
  social: [
    {
      label: 'Northwind Labs on LinkedIn',
      href: 'https://www.linkedin.com/company/example',
      icon: <svg />,
    },
  ],
  legalLinks: [
    { label: 'Terms and conditions', href: '/terms' },
    { label: 'Privacy policy', href: '/privacy' },
  ],
  copyright: '© 2024–2026 Northwind Labs',
};

describe('SiteFooter', () => {
  it('should be the contentinfo landmark with a heading per column', () => {
    render(<SiteFooter {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Company' })).toBeInTheDocument();
    expect(within(footer).getByText('© 2024–2026 Northwind Labs')).toBeInTheDocument();
  });

  it('should open external and social links in a new tab without giving it the opener', () => {
    render(<SiteFooter {...props} newTabHint="opens in a new tab" />);
    const external = screen.getByRole('link', { name: 'Partner portal (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const social = screen.getByRole('link', {
      name: 'Northwind Labs on LinkedIn (opens in a new tab)',
    });
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expect(social.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('should draw internal links with the app’s link component, in the same tab', () => {
    renderWithAppLinks(<SiteFooter {...props} />);
    const internal = screen.getByRole('link', { name: 'Privacy policy' });
    expect(internal).toHaveAttribute('data-app-link');
    expect(internal).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Partner portal' })).not.toHaveAttribute(
      'data-app-link',
    );
  });

  it('should render the brand block only when given', () => {
    const { rerender } = render(<SiteFooter {...props} />);
    expect(screen.queryByText('Northwind Labs builds software')).toBeNull();
    rerender(<SiteFooter {...props} brand={<p>Northwind Labs builds software</p>} />);
    expect(screen.getByText('Northwind Labs builds software')).toBeInTheDocument();
  });

  it('should have no axe violations, full and minimal', async () => {
    const { container, rerender } = render(
      <SiteFooter {...props} brand={<p>Northwind Labs</p>} newTabHint="opens in a new tab" />,
    );
    await expectNoAxeViolations(container);
    rerender(<SiteFooter columns={[]} copyright="© Northwind Labs" />);
    await expectNoAxeViolations(container);
  });
});
