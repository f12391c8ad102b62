import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import * as styles from './Badge.css';

describe('Badge', () => {
  it('should read as its words only, the marker hidden from screen readers', () => {
    const { container } = render(<Badge tone="positive">Shipped</Badge>);
    expect(screen.getByText('Shipped').textContent).toBe('Shipped');
    const marker = container.querySelector('[aria-hidden="true"]');
    expect(marker).toHaveClass(styles.marker.positive);
  });

  it('should draw a neutral marker by default', () => {
    const { container } = render(<Badge>Draft</Badge>);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveClass(styles.marker.neutral);
  });
});
