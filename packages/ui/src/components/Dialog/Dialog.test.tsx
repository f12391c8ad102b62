import { dialog as dialogScript } from '@ngs/html-first/inline-scripts';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { ServerScripts } from '../private/ServerScript';
import { Dialog } from './Dialog';
import { closesDialog, opensDialog } from './invokerCommands';

const confirmation = (
  <Dialog id="confirm" title="Delete this account?" description="You cannot undo it.">
    <p>What goes with it.</p>
  </Dialog>
);

// What the browser gets before any script; opening, Tab and the takeover are in the browser test.
describe('Dialog, as rendered', () => {
  it('should be a native dialog named by its title and described by its description', async () => {
    const { container } = render(<main>{confirmation}</main>);
    const dialog = document.getElementById('confirm')!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).not.toHaveAttribute('role');
    expect(dialog).toHaveAttribute('closedby', 'any');
    // A browser without invoker commands opens it as a popover instead.
    expect(dialog).toHaveAttribute('popover', 'auto');
    const title = screen.getByRole('heading', {
      level: 2,
      name: 'Delete this account?',
      hidden: true,
    });
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)).toHaveTextContent(
      'You cannot undo it.',
    );
    await expectNoAxeViolations(container);
  });

  it('should close from its × without script, as a modal or as a popover', () => {
    render(confirmation);
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('commandfor', 'confirm');
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('popovertarget', 'confirm');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(close).not.toHaveAttribute('autofocus');
  });

  it('should give the × focus as it opens when asked, and keep a hidden title for screen readers', () => {
    render(
      <Dialog id="menu" title="Menu" hideTitle focusClose closeLabel="Close menu">
        <p>Links</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute(
      'autofocus',
    );
    const title = screen.getByRole('heading', { name: 'Menu', hidden: true });
    expect(title.className).not.toBe('');
    expect(document.getElementById('menu')).not.toHaveAttribute('aria-describedby');
  });

  it('should give the buttons of the page what opens and closes it from HTML', () => {
    render(
      <>
        <button type="button" {...opensDialog('confirm')}>
          Delete account
        </button>
        <button type="button" {...closesDialog('confirm')}>
          Cancel
        </button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Delete account' });
    expect(opener).toHaveAttribute('commandfor', 'confirm');
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(opener).toHaveAttribute('popovertarget', 'confirm');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('command', 'close');
  });

  it('should write its page script once however many dialogs the page has, and only on the server', () => {
    const two = (
      <>
        {confirmation}
        <Dialog id="other" title="Other">
          <p>More</p>
        </Dialog>
      </>
    );
    const html = renderToString(<ServerScripts>{two}</ServerScripts>);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      `</dialog><script type="module" data-page-script="dialog">${dialogScript}</script>`,
    );
    // The built text (@ngs/html-first's dialog/): it keeps Tab inside, then leaves the page.
    expect(dialogScript).toMatch(/^\(\(\)=>\{.*addEventListener\("keydown".*\.remove\(\)/);
    expect(renderToString(two)).not.toContain('<script');
  });

  it('should tell onOpenChange when the page opens or closes it, and let Radix hold it while open', async () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <p>The page</p>
        <Dialog id="confirm" title="Delete this account?" onOpenChange={onOpenChange}>
          <p>What goes with it.</p>
        </Dialog>
      </>,
    );
    const dialog = document.getElementById('confirm') as HTMLDialogElement;
    const toggle = (newState: 'open' | 'closed') =>
      dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
    dialog.setAttribute('open', '');
    toggle('open');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    expect(screen.getByText('The page')).toHaveAttribute('aria-hidden', 'true');

    dialog.removeAttribute('open');
    toggle('closed');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-state'));
    expect(screen.getByText('The page')).not.toHaveAttribute('aria-hidden');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('should let Radix go of a dialog that leaves the page open', async () => {
    const { unmount } = render(
      <>
        <p>The page</p>
        <Dialog id="confirm" title="Delete this account?">
          <p>What goes with it.</p>
        </Dialog>
      </>,
    );
    const dialog = document.getElementById('confirm') as HTMLDialogElement;
    dialog.setAttribute('open', '');
    dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    expect(document.body.firstElementChild).toHaveAttribute('aria-hidden', 'true');

    const consoleError = vi.spyOn(console, 'error');
    unmount();
    await waitFor(() => expect(document.querySelector('[aria-hidden]')).toBeNull());
    expect(document.body.style.pointerEvents).toBe('');
    // Not in the middle of React's work on the page: that would race with it.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
