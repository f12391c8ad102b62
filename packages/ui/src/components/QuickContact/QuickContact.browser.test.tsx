import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  expectEscapeToCloseBackOn,
  expectLinkToNavigateAndClose,
  renderPopoverOpener,
} from '../../testing/popoverOpener';
import { FloatingActions } from '../FloatingActions/FloatingActions';
import { QuickContact } from './QuickContact';
import { quickContactProps } from '../../testing/quickContactProps';

function renderOnAPage() {
  const opener = renderPopoverOpener(
    <>
      <h1>Any page</h1>
      <FloatingActions>
        <QuickContact {...quickContactProps} />
      </FloatingActions>
    </>,
    'Quick contact',
  );
  // Up to tablets the corner's controls come in as the page scrolls: be where they are whole.
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  return opener;
}

const panel = () => document.querySelector<HTMLElement>('[popover]')!;

describe('QuickContact, in a browser', () => {
  it('should open and close the panel with its button, above the button', async () => {
    await page.viewport(390, 844);
    const { button: toggle } = renderOnAPage();
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
    const { button: toggle } = renderOnAPage();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveFocus();
    await expectEscapeToCloseBackOn(toggle);

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('heading', { name: 'Any page' }));
    expect(panel()).not.toBeVisible();
  });

  it('should close once a link is chosen, following the contact link through the app', async () => {
    const quickContact = renderOnAPage();
    await userEvent.click(quickContact.button);
    await expectLinkToNavigateAndClose(
      quickContact,
      screen.getByRole('link', { name: 'Open the contact page' }),
      '/contact',
    );
  });
});
