import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { declaredColumnCounts } from '../../testing/declaredStyle';
import { TechGrid } from './TechGrid';

const items = Array.from({ length: 24 }, (_, index) => ({
  text: `Tech ${index + 1}`,
  img: { src: `/tech-${index + 1}.svg`, alt: `Tech ${index + 1} logo`, width: 96, height: 96 },
}));

describe('TechGrid', () => {
  it('should list every tile, named by the heading', async () => {
    const { container } = render(<TechGrid items={items} heading="Technologies we use" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Technologies we use' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Technologies we use' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(24);
    expect(tiles[11]).toHaveTextContent('Tech 12');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('should fit 6 tiles per row on desktop, 4 on tablet and 3 on mobile', () => {
    render(<TechGrid items={items} />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-columns', '6/4/3');
    expect(declaredColumnCounts(list)).toBe('6/4/3');
  });

  it('should render without a heading and with a footer', async () => {
    const { container } = render(
      <TechGrid items={items.slice(0, 3)} footer={<a href="/quality">How we assure quality</a>} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('link', { name: 'How we assure quality' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should use the heading level it is given', () => {
    render(<TechGrid items={items} heading="Our stack" headingAs="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Our stack' })).toBeInTheDocument();
  });
});
