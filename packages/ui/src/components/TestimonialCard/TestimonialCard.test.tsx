import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { previewText } from './previewText';
import { TestimonialCard } from './TestimonialCard';

const long =
  'Six months at Northwind Labs taught me more than my whole final year: I shipped a real feature, ' +
  'paired with senior engineers every week and learned to write tests before I wrote the code itself.';

describe('previewText', () => {
  it('should cut a long text to 150 characters followed by an ellipsis', () => {
    const preview = previewText(long);
    expect(long.length).toBeGreaterThan(150);
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(153);
    expect(long.startsWith(preview.slice(0, -3))).toBe(true);
  });

  it('should keep a text of at most 150 characters unchanged, without an ellipsis', () => {
    const exactly150 = 'a'.repeat(150);
    expect(previewText(exactly150)).toBe(exactly150);
    expect(previewText('Short and sweet.')).toBe('Short and sweet.');
  });

  it('should honour a custom limit', () => {
    expect(previewText('Northwind Labs', 9)).toBe('Northwind...');
  });

  it('should not split a character made of two code units', () => {
    expect(previewText('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('TestimonialCard', () => {
  const photo = { src: '/people/asha.svg', alt: 'Portrait of Asha Rao' };

  it('should show the photo, the name and the preview of the text', () => {
    render(<TestimonialCard name="Asha Rao" text={long} photo={photo} dialogId="asha" />);
    expect(screen.getByRole('img', { name: 'Portrait of Asha Rao' })).toHaveAttribute(
      'src',
      '/people/asha.svg',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText(previewText(long))).toBeInTheDocument();
    expect(screen.queryByText(long)).toBeNull();
  });

  it('should name the Read More button after the person and point it at the dialog', async () => {
    const { container } = render(
      <TestimonialCard name="Asha Rao" text={long} photo={photo} dialogId="asha-dialog" />,
    );
    const button = screen.getByRole('button', { name: 'Read More about Asha Rao' });
    expect(button.textContent).toMatch(/^Read More/);
    expect(button).toHaveAttribute('commandfor', 'asha-dialog');
    expect(button).toHaveAttribute('command', 'show-modal');
    await expectNoAxeViolations(container);
  });
});
