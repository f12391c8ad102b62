import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitThemeNames, kitThemes } from './kitThemes';
import { ColourTokens } from './ColourTokens';

describe('ColourTokens', () => {
  it.each(kitThemeNames)(
    'should show every value of the %s theme, read from the theme itself',
    (theme) => {
      const { container } = render(<ColourTokens theme={theme} />);
      const { label, values, className } = kitThemes[theme];
      expect(
        screen.getByText(`Colour tokens: ${label}`, { selector: 'caption' }),
      ).toBeInTheDocument();
      expect(container.firstElementChild).toHaveClass(className);
      const shown = [...container.querySelectorAll('td code')].map((cell) => cell.textContent);
      for (const group of ['color'] as const) {
        for (const value of Object.values(values[group])) expect(shown).toContain(value);
      }
    },
  );
});
