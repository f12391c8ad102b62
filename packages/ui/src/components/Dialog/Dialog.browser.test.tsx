import { screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { serverPage } from '../../testing/serverPage';
import {
  expectModalDialogPattern,
  expectOpenModal,
  expectTabToStayInside,
} from '../../testing/modalDialog';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import { ConfirmationForm } from './dialogFixtures';
import { opensDialog } from './invokerCommands';

const page = (
  <>
    <main>
      <p>The page behind the dialog</p>
      <Button {...opensDialog('confirm')}>Delete account</Button>
    </main>
    <Dialog id="confirm" title="Delete this account?" description="You cannot undo it.">
      <ConfirmationForm dialogId="confirm" />
    </Dialog>
  </>
);

let container: HTMLElement;
afterEach(() => container.remove());

const opener = () => container.querySelector('main button') as HTMLButtonElement;
const behind = () => container.querySelector('main p') as HTMLElement;
const dialog = () => document.getElementById('confirm') as HTMLDialogElement;

async function hydrated() {
  await act(async () => {
    hydrateRoot(container, page);
  });
}

describe('Dialog, in a browser', () => {
  it('should be a modal from the server HTML alone, Tab kept inside by the page script', async () => {
    container = serverPage(page);
    // Run once the page is parsed, it leaves the page.
    await vi.waitFor(() => expect(container.querySelectorAll('script')).toHaveLength(0));
    await expectModalDialogPattern(opener(), { app: false, behind: behind() });
  });

  it('should be a modal held by Radix once hydrated: focus trap, the page hidden, Escape', async () => {
    container = serverPage(page);
    await hydrated();
    await expectModalDialogPattern(opener(), { app: true, behind: behind() });
  });

  it('should take over a dialog opened before the app, as it is: never closed, the same element', async () => {
    container = serverPage(page);
    await userEvent.click(opener());
    const element = dialog();
    await expectOpenModal(element, { app: false });
    await userEvent.tab();
    const focused = document.activeElement;
    const closes = vi.fn();
    element.addEventListener('close', closes);

    await hydrated();
    await expectOpenModal(element, { app: true });
    expect(dialog()).toBe(element);
    expect(document.activeElement).toBe(focused);
    expect(closes).not.toHaveBeenCalled();
    await expectTabToStayInside(element);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(element.open).toBe(false));
    expect(opener()).toHaveFocus();
  });

  it('should close from its × and from a Cancel inside, giving focus back', async () => {
    container = serverPage(page);
    await hydrated();
    for (const name of ['Close', 'No, keep it']) {
      await userEvent.click(opener());
      await expectOpenModal(dialog(), { app: true });
      await userEvent.click(screen.getByRole('button', { name }));
      await vi.waitFor(() => expect(dialog().open).toBe(false));
      expect(opener()).toHaveFocus();
    }
  });

  it('should close on a click on its backdrop, and lock the page scroll while open', async () => {
    container = serverPage(page);
    await hydrated();
    await userEvent.click(opener());
    await expectOpenModal(dialog(), { app: true });
    // The page's own CSS locks it before the app; Radix's scroll lock (its Overlay) now too.
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    expect(document.body).toHaveAttribute('data-scroll-locked');
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.click(document.body, { position: { x: 3, y: 3 } });
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('should post its form natively: the dialog is a step of the page, not of the script', async () => {
    container = serverPage(page);
    await userEvent.click(opener());
    const form = dialog().querySelector('form')!;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I understand that this cannot be undone' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(submitted).toHaveBeenCalledOnce();
  });
});
