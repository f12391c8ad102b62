import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TestimonialDialog } from './TestimonialDialog';
import { testimonialProps, testimonialText } from './testimonialFixtures';

// What the browser gets before any script; opening and closing are in the browser test.
describe('TestimonialDialog, as rendered', () => {
  it('should hold the photo, the name as title, the role label and the whole text', async () => {
    const { container } = render(<TestimonialDialog {...testimonialProps} />);
    const dialog = document.getElementById('asha-dialog')!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveTextContent(testimonialText);
    expect(dialog).toHaveTextContent('- Intern');
    const title = screen.getByRole('heading', { name: 'Asha Rao', hidden: true });
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(screen.getByRole('img', { name: 'Portrait of Asha Rao', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('commandfor', 'asha-dialog');
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('autofocus');
    await expectNoAxeViolations(container);
  });

  it('should leave out the role label when it has none', () => {
    render(<TestimonialDialog {...testimonialProps} roleLabel={undefined} />);
    expect(document.getElementById('asha-dialog')).not.toHaveTextContent('- Intern');
  });
});
