import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ArrowRightIcon, CloseIcon, PlaySolidIcon } from './icons';

describe('Icon', () => {
  it('should be hidden decoration drawn in the text colour', () => {
    const { container } = render(<CloseIcon />);
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
  });

  it('should take a size and a class, and draw small marks on the 16 grid', () => {
    const { container } = render(<ArrowRightIcon size={16} className="extra" />);
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveClass('extra');
  });

  it('should fill solid icons', () => {
    const { container } = render(<PlaySolidIcon />);
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).not.toHaveAttribute('stroke');
  });

  it('should frame shapes of its own without a size when a class sizes it', () => {
    const { container } = render(
      <Icon strokeWidth={3}>
        <circle cx="12" cy="12" r="4" />
      </Icon>,
    );
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg).not.toHaveAttribute('width');
    expect(svg).toHaveAttribute('stroke-width', '3');
  });
});
