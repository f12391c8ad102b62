import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declaredStyle } from '../../testing/declaredStyle';
import { Heading } from './Heading';

describe('Heading', () => {
  it('should render the level as the element, sized to match by default', () => {
    render(<Heading level={2}>Our work</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Our work' });
    expect(declaredStyle(heading, 'font-size')).toMatch(/^var\(--fontSize-xxl/);
    expect(declaredStyle(heading, 'font-family')).toMatch(/^var\(--font-heading/);
    expect(getComputedStyle(heading).margin).toBe('0px');
  });

  it('should keep the look apart from the level', () => {
    render(
      <Heading level={4} size="display" id="big" className="extra">
        Small in the outline, large on screen
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 4 });
    expect(heading).toHaveAttribute('id', 'big');
    expect(heading).toHaveClass('extra');
    expect(declaredStyle(heading, 'font-size')).toMatch(/^var\(--fontSize-display/);
  });
});
