import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitThemeNames, kitThemes } from './kitThemes';
import { MotionTokens } from './MotionTokens';

describe('MotionTokens', () => {
  it.each(kitThemeNames)(
    'should show every value of the %s theme, read from the theme itself',
    (theme) => {
      const { container } = render(<MotionTokens theme={theme} />);
      const { label, values, className } = kitThemes[theme];
      expect(screen.getByText(`Durations: ${label}`, { selector: 'caption' })).toBeInTheDocument();
      expect(container.firstElementChild).toHaveClass(className);
      const shown = [...container.querySelectorAll('td code')].map((cell) => cell.textContent);
      for (const group of ['duration', 'easing'] as const) {
        for (const value of Object.values(values[group])) expect(shown).toContain(value);
      }
    },
  );
});
