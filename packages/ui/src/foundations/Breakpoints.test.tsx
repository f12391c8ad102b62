import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueries } from '../theme/tokens';
import { Breakpoints } from './Breakpoints';

describe('Breakpoints', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('should list every media query of the kit, as the tokens write it', () => {
    // jsdom has no matchMedia: this window matches the mobile query only.
    window.matchMedia = vi.fn((query: string) => ({
      matches: query === mediaQueries.mobile,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    render(<Breakpoints />);
    const table = screen.getByRole('table', { name: 'Breakpoints and media queries' });
    for (const query of Object.values(mediaQueries)) expect(table.textContent).toContain(query);
  });
});
