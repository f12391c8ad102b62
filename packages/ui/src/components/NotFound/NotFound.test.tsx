import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { NotFound } from './NotFound';

const props = {
  title: 'Unexpected Application Error!',
  status: '404 Not Found',
  homeLink: { href: '/', label: 'Back to the home page' },
};

describe('NotFound', () => {
  it('should show the title as the h1, then the status and the home link', async () => {
    const { container } = render(<NotFound {...props} />);
    const heading = screen.getByRole('heading', { level: 1, name: props.title });
    const status = screen.getByText('404 Not Found');
    const link = screen.getByRole('link', { name: 'Back to the home page' });
    expect(link).toHaveAttribute('href', '/');
    // Reading order: heading, status, link.
    expect(heading.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(status.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('should draw the home link with the app’s link component', () => {
    renderWithAppLinks(<NotFound {...props} />);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'data-app-link',
    );
  });

  it('should render the extra slot after the link', async () => {
    const { container } = render(
      <NotFound
        {...props}
        extra={
          <form role="search">
            <label htmlFor="q">Search the site</label>
            <input id="q" type="search" />
          </form>
        }
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should let the app move focus to the heading', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<NotFound {...props} ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
