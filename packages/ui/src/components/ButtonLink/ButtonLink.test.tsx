import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { Button } from '../Button/Button';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it("should draw ButtonLink with the app's link component and the look of its variant", async () => {
    const { navigate } = renderWithAppLinks(
      <>
        <ButtonLink href="/contact" variant="secondary">
          Contact us
        </ButtonLink>
        <Button variant="secondary">Send</Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-app-link');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Send' }).className);
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/contact');
  });

  it('should have no axe violations', async () => {
    const { container } = renderWithAppLinks(<ButtonLink href="/contact">Contact us</ButtonLink>);
    await expectNoAxeViolations(container);
  });
});
