import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { BackToTop } from '../BackToTop/BackToTop';
import { QuickContact } from '../QuickContact/QuickContact';
import { FloatingActions } from './FloatingActions';

describe('FloatingActions', () => {
  it('should stack its controls in one container, back-to-top above quick contact', async () => {
    const { container } = render(
      <FloatingActions>
        <BackToTop label="Back to top" />
        <QuickContact label="Quick contact" title="Talk to us" />
      </FloatingActions>,
    );
    const stack = container.querySelector('[data-floating-actions]');
    expect(stack).not.toBeNull();
    const quickContact = screen.getByRole('button', { name: 'Quick contact' });
    const backToTop = screen.getByText('Back to top').closest('button');
    expect(stack).toContainElement(quickContact);
    expect(stack).toContainElement(backToTop);
    expect(
      backToTop?.compareDocumentPosition(quickContact) === Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(true);
    await expectNoAxeViolations(container);
  });
});
