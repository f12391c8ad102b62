import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitThemes } from './kitThemes';
import { ThemePanel } from './ThemePanel';

describe('ThemePanel', () => {
  it("should put its content under the chosen theme's class only", () => {
    render(
      <ThemePanel theme="harbour">
        <p>Inside</p>
      </ThemePanel>,
    );
    const panel = screen.getByText('Inside').parentElement!;
    expect(panel).toHaveClass(kitThemes.harbour.className);
    expect(panel).not.toHaveClass(kitThemes.ngs.className);
  });
});
