import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectBulletlessList } from '../../testing/bulletlessList';
import { declaredColumnCounts, declaredStyle } from '../../testing/declaredStyle';
import { Grid, gridColumnCounts } from './Grid';

const gridOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe('Grid', () => {
  it('should default to 3 columns on desktop, 2 on tablet and 1 on mobile', () => {
    render(
      <Grid>
        <span>Cell</span>
      </Grid>,
    );
    const grid = gridOf('Cell');
    expect(grid).toHaveAttribute('data-columns', '3/2/1');
    expect(declaredColumnCounts(grid)).toBe('3/2/1');
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
      expect(declaredColumnCounts(gridOf(`Grid ${count}`))).toBe(`${count}/1/1`);
    }
  });

  it('should put tablet and mobile counts behind their media queries', () => {
    render(
      <Grid columns={{ desktop: 6, tablet: 4, mobile: 3 }}>
        <span>Cell</span>
      </Grid>,
    );
    const grid = gridOf('Cell');
    expect(declaredColumnCounts(grid)).toBe('6/4/3');
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
