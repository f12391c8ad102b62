import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  expectEscapeToCloseBackOn,
  expectLinkToNavigateAndClose,
  renderPopoverOpener,
} from '../../testing/popoverOpener';
import { expectModalBeforeAndAfterTheApp } from '../../testing/modalDialog';
import { MobileSidebar } from './MobileSidebar';
import { sidebarProps } from './sidebarFixtures';

const renderSidebar = () =>
  renderPopoverOpener(
    <>
      <MobileSidebar {...sidebarProps} />
      <p>The page under the menu</p>
    </>,
    'Open menu',
  );

const sheet = () => document.getElementById('site-menu')!;

describe('MobileSidebar, in a browser', () => {
  it('should open from its button with no script of ours, focus the close button, and close with Escape back to the button', async () => {
    const { button } = renderSidebar();
    expect(sheet()).not.toBeVisible();
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expectEscapeToCloseBackOn(button);
  });

  it('should close with its close button and with a click outside', async () => {
    const { button } = renderSidebar();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(sheet()).not.toBeVisible();
    await userEvent.click(button);
    expect(sheet()).toBeVisible();
    // The sheet is at most 20rem wide: the right edge of the page is outside it.
    await userEvent.click(document.body, { position: { x: window.innerWidth - 5, y: 5 } });
    expect(sheet()).not.toBeVisible();
  });

  it('should follow the chosen link through the app and close', async () => {
    const sidebar = renderSidebar();
    await userEvent.click(sidebar.button);
    await expectLinkToNavigateAndClose(
      sidebar,
      screen.getByRole('link', { name: 'Careers' }),
      '/careers',
    );
    expect(sidebar.button).toHaveFocus();
  });

  it('should be a modal dialog before the app and once it has taken over', async () => {
    await expectModalBeforeAndAfterTheApp(<MobileSidebar {...sidebarProps} />, 'Open menu');
  });

  it('should take keyboard focus from the button straight into the sheet', async () => {
    const { button } = renderSidebar();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'What we provide' })).toHaveFocus();
  });
});
