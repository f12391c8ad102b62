import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('should be a paragraph at the body size with no margins', () => {
    render(<Text>Plain words.</Text>);
    const text = screen.getByText('Plain words.');
    expect(text.tagName).toBe('P');
    const style = getComputedStyle(text);
    expect(style.margin).toBe('0px');
    expect(style.fontSize).toMatch(/^var\(--fontSize-md/);
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
    const style = getComputedStyle(text);
    expect(style.fontSize).toMatch(/^var\(--fontSize-sm/);
    expect(style.color).toMatch(/^var\(--color-textmuted/i);
    expect(style.fontWeight).toMatch(/^var\(--fontWeight-bold/);
  });
});
