import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('should be the first stop of the keyboard and lead to its target', async () => {
    render(
      <>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <button type="button">Menu</button>
        <main id="main" tabIndex={-1} />
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });
});
