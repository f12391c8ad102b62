import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { Card } from '../Card/Card';
import { declaredColumnCounts } from '../../testing/declaredStyle';
import { CardGrid } from './CardGrid';

const cards = Array.from({ length: 7 }, (_, index) => ({
  title: `Service ${index + 1}`,
  text: `What service ${index + 1} does.`,
}));

describe('CardGrid', () => {
  it('should render a list with one item per card', async () => {
    const { container } = render(
      <CardGrid aria-label="Our services">
        {cards.map((card) => (
          <Card key={card.title} {...card} href={`/${card.title}`} />
        ))}
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Our services' });
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(cards.length);
    items.forEach((item, index) =>
      expect(within(item).getByRole('heading')).toHaveTextContent(`Service ${index + 1}`),
    );
    await expectNoAxeViolations(container);
  });

  it('should lay out 3 columns on large screens, 2 at 1024 px and 1 at 768 px', () => {
    render(
      <CardGrid>
        <Card title="One" text="Text" />
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-columns', '3/2/1');
    expect(declaredColumnCounts(list)).toBe('3/2/1');
  });

  it('should render an empty list when there are no cards', () => {
    render(<CardGrid aria-label="Nothing yet">{[]}</CardGrid>);
    expect(within(screen.getByRole('list')).queryAllByRole('listitem')).toHaveLength(0);
  });
});
