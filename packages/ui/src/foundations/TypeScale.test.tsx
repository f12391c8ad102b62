import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitThemeNames, kitThemes } from './kitThemes';
import { TypeScale } from './TypeScale';

describe('TypeScale', () => {
  it.each(kitThemeNames)(
    'should show every value of the %s theme, read from the theme itself',
    (theme) => {
      const { container } = render(<TypeScale theme={theme} />);
      const { label, values, className } = kitThemes[theme];
      expect(screen.getByText(`Font sizes: ${label}`, { selector: 'caption' })).toBeInTheDocument();
      expect(container.firstElementChild).toHaveClass(className);
      const shown = [...container.querySelectorAll('td code')].map((cell) => cell.textContent);
      for (const group of ['font', 'fontSize', 'fontWeight', 'lineHeight'] as const) {
        for (const value of Object.values(values[group])) expect(shown).toContain(value);
      }
    },
  );
});
