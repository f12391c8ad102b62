import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { Pagination } from './Pagination';

const labels = {
  label: 'Pages',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  position: (page: number, pages: number) => `Page ${page} of ${pages}`,
  hrefFor: (page: number) => `?page=${page}`,
};

describe('Pagination', () => {
  it('should link to the pages on either side and say where the reader is', () => {
    render(<Pagination {...labels} page={2} pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=1');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('should leave out the link that has nowhere to go', () => {
    render(<Pagination {...labels} page={1} pageCount={3} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  });

  it('should draw nothing for a single page', () => {
    const { container } = render(<Pagination {...labels} page={1} pageCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Pagination {...labels} page={2} pageCount={5} />);
    await expectNoAxeViolations(container);
  });
});
