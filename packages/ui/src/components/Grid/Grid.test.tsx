import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectBulletlessList } from '../../test/bulletlessList';
import { mediaQueries } from '../../theme/tokens';
import { declaredStyle } from '../../test/declaredStyle';
import { Grid, gridColumnCounts } from './Grid';

const gridOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

/** The columns a grid declares outside any media query (desktop), or inside `media`. */
const columnsAt = (grid: HTMLElement, media?: string) =>
  declaredStyle(grid, 'grid-template-columns', { media });

describe('Grid', () => {
  it('should default to 3 columns on desktop, 2 on tablet and 1 on mobile', () => {
    render(
      <Grid>
        <span>Cell</span>
      </Grid>,
    );
    const grid = gridOf('Cell');
    expect(grid).toHaveAttribute('data-columns', '3/2/1');
    expect(columnsAt(grid)).toBe('repeat(3, minmax(0px, 1fr))');
    expect(columnsAt(grid, mediaQueries.tablet)).toBe('repeat(2, minmax(0px, 1fr))');
    expect(columnsAt(grid, mediaQueries.mobile)).toBe('repeat(1, minmax(0px, 1fr))');
  });

  it('should use the desktop count it is given', () => {
    render(
      <>
        {gridColumnCounts.map((count) => (
          <Grid key={count} columns={{ desktop: count, tablet: 1, mobile: 1 }}>
            <span>{`Grid ${count}`}</span>
          </Grid>
        ))}
      </>,
    );
    for (const count of gridColumnCounts) {
      expect(columnsAt(gridOf(`Grid ${count}`))).toBe(`repeat(${count}, minmax(0px, 1fr))`);
    }
  });

  it('should put tablet and mobile counts behind their media queries', () => {
    render(
      <Grid columns={{ desktop: 6, tablet: 4, mobile: 3 }}>
        <span>Cell</span>
      </Grid>,
    );
    const grid = gridOf('Cell');
    expect(columnsAt(grid)).toBe('repeat(6, minmax(0px, 1fr))');
    expect(columnsAt(grid, mediaQueries.tablet)).toBe('repeat(4, minmax(0px, 1fr))');
    expect(columnsAt(grid, mediaQueries.mobile)).toBe('repeat(3, minmax(0px, 1fr))');
  });

  it('should render a list without bullets when asked for one', async () => {
    const { container } = render(
      <Grid as="ul" aria-label="Tiles" gap="sm">
        <li>One</li>
        <li>Two</li>
        <li>Three</li>
      </Grid>,
    );
    const list = await expectBulletlessList(container, { name: 'Tiles', items: 3 });
    expect(declaredStyle(list, 'gap')).toMatch(/^var\(--space-sm/);
  });
});
