import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('should render a div styled by its token props', () => {
    render(
      <Box display="flex" gap="md" padding="lg" background="surface" data-testid="box">
        Content
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    const style = getComputedStyle(box);
    expect(style.display).toBe('flex');
    expect(style.gap).toMatch(/^var\(--space-md/);
    expect(style.paddingTop).toMatch(/^var\(--space-lg/);
    expect(style.paddingLeft).toMatch(/^var\(--space-lg/);
    expect(style.getPropertyValue('background')).toMatch(/var\(--color-surface/i);
  });

  it('should render the element asked for, with its own attributes and class', () => {
    render(
      <Box as="a" href="/docs" className="extra" textAlign="center">
        Docs
      </Box>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('href', '/docs');
    expect(link).toHaveClass('extra');
    expect(getComputedStyle(link).textAlign).toBe('center');
  });

  it('should leave out the class attribute when nothing styles it', () => {
    render(<Box data-testid="plain" />);
    expect(screen.getByTestId('plain')).not.toHaveAttribute('class');
  });

  it('should take one value per breakpoint', () => {
    render(<Box data-testid="responsive" flexDirection={{ desktop: 'row', mobile: 'column' }} />);
    const classes = screen.getByTestId('responsive').className.split(' ');
    expect(classes).toHaveLength(2);
  });
});
