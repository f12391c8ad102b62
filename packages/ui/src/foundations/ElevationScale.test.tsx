import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitThemeNames, kitThemes } from './kitThemes';
import { ElevationScale } from './ElevationScale';

describe('ElevationScale', () => {
  it.each(kitThemeNames)(
    'should show every value of the %s theme, read from the theme itself',
    (theme) => {
      const { container } = render(<ElevationScale theme={theme} />);
      const { label, values, className } = kitThemes[theme];
      expect(
        screen.getByText(`Elevation (shadows): ${label}`, { selector: 'caption' }),
      ).toBeInTheDocument();
      expect(container.firstElementChild).toHaveClass(className);
      const shown = [...container.querySelectorAll('td code')].map((cell) => cell.textContent);
      for (const group of ['shadow'] as const) {
        for (const value of Object.values(values[group])) expect(shown).toContain(value);
      }
    },
  );
});
