import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkContrast } from '../theme/contrastPairs';
import { ContrastPairsTable } from './ContrastPairsTable';
import { kitThemeNames, kitThemes } from './kitThemes';

describe('ContrastPairsTable', () => {
  it.each(kitThemeNames)(
    'should list every intended pair of the %s theme with its ratio',
    (theme) => {
      const { label, values } = kitThemes[theme];
      render(<ContrastPairsTable theme={theme} />);
      const table = screen.getByRole('table', { name: `Contrast of the intended pairs: ${label}` });
      const results = checkContrast(values.color);
      expect(table.querySelectorAll('tbody tr')).toHaveLength(results.length);
      expect(table.textContent).toContain(`${results[0]!.ratio.toFixed(2)}:1`);
    },
  );
});
