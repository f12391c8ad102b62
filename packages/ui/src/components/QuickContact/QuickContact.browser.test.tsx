import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithAppLinks } from '../../test/renderWithAppLinks';
import { FloatingActions } from '../FloatingActions/FloatingActions';
import { QuickContact } from './QuickContact';
import { quickContactProps } from './quickContact.fixtures';

function renderOnAPage() {
  const { navigate } = renderWithAppLinks(
    <>
      <h1>Any page</h1>
      <FloatingActions>
        <QuickContact {...quickContactProps} />
      </FloatingActions>
    </>,
  );
  // Up to tablets the corner's controls come in as the page scrolls: be where they are whole.
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  return { navigate, toggle: screen.getByRole('button', { name: 'Quick contact' }) };
}

const panel = () => document.querySelector<HTMLElement>('[popover]')!;

describe('QuickContact, in a browser', () => {
  it('should open and close the panel with its button, above the button', async () => {
    await page.viewport(390, 844);
    const { toggle } = renderOnAPage();
    expect(panel()).not.toBeVisible();
    await userEvent.click(toggle);
    expect(panel()).toBeVisible();
    expect(panel().getBoundingClientRect().bottom).toBeLessThanOrEqual(
      toggle.getBoundingClientRect().top,
    );
    await userEvent.click(toggle);
    expect(panel()).not.toBeVisible();
  });

  it('should close on Escape with focus back on the button, and on a click outside', async () => {
    const { toggle } = renderOnAPage();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeVisible();
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('heading', { name: 'Any page' }));
    expect(panel()).not.toBeVisible();
  });

  it('should close once a link is chosen, following the contact link through the app', async () => {
    const { toggle, navigate } = renderOnAPage();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Open the contact page' }));
    expect(navigate).toHaveBeenCalledWith('/contact');
    expect(panel()).not.toBeVisible();
  });
});
