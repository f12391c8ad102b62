import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectBulletlessList } from '../../test/bulletlessList';
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
    // jsdom applies no media queries: this is the desktop value.
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
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
      expect(getComputedStyle(gridOf(`Grid ${count}`)).gridTemplateColumns).toBe(
        `repeat(${count}, minmax(0, 1fr))`,
      );
    }
  });

  it('should put tablet and mobile counts behind their media queries', () => {
    render(
      <Grid columns={{ desktop: 6, tablet: 4, mobile: 3 }}>
        <span>Cell</span>
      </Grid>,
    );
    const classes = gridOf('Cell').className;
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule);
    const columnsAt = (width: number) =>
      rules
        .filter((rule) => rule.conditionText.includes(`max-width: ${width}px`))
        .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
        .filter((rule) => classes.split(' ').some((name) => rule.selectorText === `.${name}`))
        .map((rule) => rule.style.gridTemplateColumns);
    expect(columnsAt(1024)).toEqual(['repeat(4, minmax(0, 1fr))']);
    expect(columnsAt(768)).toEqual(['repeat(3, minmax(0, 1fr))']);
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
    expect(getComputedStyle(list).gap).toMatch(/^var\(--space-sm/);
  });
});
