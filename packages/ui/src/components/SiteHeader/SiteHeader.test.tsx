import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { declaredStyle } from '../../testing/declaredStyle';
import { mediaQueries } from '../../theme/tokens';
import { SiteHeader } from './SiteHeader';

function Page({ strip }: { strip?: boolean }) {
  return (
    <>
      <SiteHeader
        skipLinkLabel="Skip to content"
        skipLinkTarget="main"
        logo={<a href="/">Northwind Labs home</a>}
        navigation={
          <nav aria-label="Main">
            <a href="/services">Services</a>
          </nav>
        }
        actions={
          <button type="button" aria-label="Search">
            S
          </button>
        }
        mobileOnly={
          <button type="button" aria-label="Open menu">
            M
          </button>
        }
        strip={strip ? <a href="/service/cloud">Cloud shortcut</a> : undefined}
      />
      <main id="main">
        <h1>Page</h1>
      </main>
    </>
  );
}

describe('SiteHeader', () => {
  it('should be the banner landmark', () => {
    render(<Page />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('should make the skip link the first focusable element, pointing at the target', async () => {
    render(<Page />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).not.toBeNull();
  });

  it('should swap the navigation for the mobile-only slot at 1024 px and below', () => {
    render(<Page />);
    const navigation = screen.getByRole('navigation', { name: 'Main', hidden: true });
    const navigationSlot = navigation.parentElement as HTMLElement;
    expect(navigationSlot).toHaveAttribute('data-slot', 'navigation');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    const mobileSlot = menuButton.parentElement as HTMLElement;
    expect(mobileSlot).toHaveAttribute('data-slot', 'mobile-only');
    // jsdom's window is 1024 px wide: the tablet rules apply.
    expect(navigation).not.toBeVisible();
    expect(menuButton).toBeVisible();
    // Wider, the rules outside the media query: the navigation shows, the slot does not.
    expect(declaredStyle(navigationSlot, 'display')).toBe('flex');
    expect(declaredStyle(mobileSlot, 'display')).toBe('none');
    expect(declaredStyle(navigationSlot, 'display', { media: mediaQueries.tablet })).toBe('none');
    expect(declaredStyle(mobileSlot, 'display', { media: mediaQueries.tablet })).toBe('flex');
  });

  it('should place the strip below the bar by default and above it on request', () => {
    const { rerender } = render(<Page strip />);
    expect(screen.getByRole('banner').lastElementChild).toHaveAttribute('data-slot', 'strip');
    rerender(
      <SiteHeader
        skipLinkLabel="Skip to content"
        skipLinkTarget="main"
        logo="Northwind Labs"
        strip="Shortcuts"
        stripPosition="above"
      />,
    );
    const header = screen.getByRole('banner');
    // The skip link stays first; the strip comes right after it.
    expect(header.children[0]).toHaveTextContent('Skip to content');
    expect(header.children[1]).toHaveAttribute('data-slot', 'strip');
  });

  it('should have no axe violations with and without a strip', async () => {
    const { container, rerender } = render(<Page />);
    await expectNoAxeViolations(container);
    rerender(<Page strip />);
    await expectNoAxeViolations(container);
  });
});
