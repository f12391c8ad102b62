import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitThemeNames, kitThemes } from './kitThemes';
import { RadiusScale } from './RadiusScale';

describe('RadiusScale', () => {
  it.each(kitThemeNames)(
    'should show every value of the %s theme, read from the theme itself',
    (theme) => {
      const { container } = render(<RadiusScale theme={theme} />);
      const { label, values, className } = kitThemes[theme];
      expect(screen.getByText(`Radii: ${label}`, { selector: 'caption' })).toBeInTheDocument();
      expect(container.firstElementChild).toHaveClass(className);
      const shown = [...container.querySelectorAll('td code')].map((cell) => cell.textContent);
      for (const group of ['radius'] as const) {
        for (const value of Object.values(values[group])) expect(shown).toContain(value);
      }
    },
  );
});
