import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declaredStyle } from '../../testing/declaredStyle';
import { Text } from './Text';

describe('Text', () => {
  it('should be a paragraph at the body size with no margins', () => {
    render(<Text>Plain words.</Text>);
    const text = screen.getByText('Plain words.');
    expect(text.tagName).toBe('P');
    expect(getComputedStyle(text).margin).toBe('0px');
    expect(declaredStyle(text, 'font-size')).toMatch(/^var\(--fontSize-md/);
  });

  it('should take the element, size, tone and weight asked for', () => {
    render(
      <Text as="span" size="sm" tone="muted" weight="bold" className="extra">
        Small print
      </Text>,
    );
    const text = screen.getByText('Small print');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveClass('extra');
    expect(declaredStyle(text, 'font-size')).toMatch(/^var\(--fontSize-sm/);
    expect(declaredStyle(text, 'color')).toMatch(/^var\(--color-textmuted/i);
    expect(declaredStyle(text, 'font-weight')).toMatch(/^var\(--fontWeight-bold/);
  });
});
