import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../testing/matchMedia';
import { mediaQueries } from '../theme/tokens';
import { Breakpoints } from './Breakpoints';

describe('Breakpoints', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('should list every media query of the kit, as the tokens write it', () => {
    // This window matches the mobile query only.
    stubMatchMedia((query) => query === mediaQueries.mobile);
    render(<Breakpoints />);
    const table = screen.getByRole('table', { name: 'Breakpoints and media queries' });
    for (const query of Object.values(mediaQueries)) expect(table.textContent).toContain(query);
  });
});
