import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declaredStyle } from '../../testing/declaredStyle';
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
    expect(declaredStyle(box, 'gap')).toMatch(/^var\(--space-md/);
    expect(declaredStyle(box, 'padding-top')).toMatch(/^var\(--space-lg/);
    expect(declaredStyle(box, 'padding-left')).toMatch(/^var\(--space-lg/);
    expect(declaredStyle(box, 'background')).toMatch(/var\(--color-surface/i);
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
