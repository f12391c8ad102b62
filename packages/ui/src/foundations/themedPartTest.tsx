import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import type { ThemeValues } from '../theme/themeValues';
import { kitThemeNames, kitThemes, type ThemedFoundationProps } from './kitThemes';

/**
 * The check every token table of the Foundations pages shares: for each kit theme, the part is
 * drawn under that theme's class, captioned with its label, and shows every value of `groups`
 * as the theme itself holds them.
 */
export function itShowsEveryThemeValue(
  Part: ComponentType<ThemedFoundationProps>,
  caption: string,
  groups: readonly (keyof ThemeValues)[],
): void {
  it.each(kitThemeNames)(
    'should show every value of the %s theme, read from the theme itself',
    (theme) => {
      const { container } = render(<Part theme={theme} />);
      const { label, values, className } = kitThemes[theme];
      expect(screen.getByText(`${caption}: ${label}`, { selector: 'caption' })).toBeInTheDocument();
      expect(container.firstElementChild).toHaveClass(className);
      const shown = [...container.querySelectorAll('td code')].map((cell) => cell.textContent);
      for (const group of groups) {
        for (const value of Object.values(values[group])) expect(shown).toContain(value);
      }
    },
  );
}
