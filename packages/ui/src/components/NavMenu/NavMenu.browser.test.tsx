import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { NavMenu } from './NavMenu';
import { items } from '../../storybook/navMenuItems';

const menu = <NavMenu aria-label="Main" items={items} />;
let container: HTMLElement;

/** The menu as a server sends it: HTML and styles, no script yet. */
function serverRendered() {
  container = document.createElement('div');
  container.innerHTML = renderToString(menu);
  document.body.append(container);
}

afterEach(() => container.remove());

const link = (name: string) =>
  Array.from(container.querySelectorAll('a')).find((anchor) => anchor.textContent === name)!;

describe('NavMenu, in a browser', () => {
  it('should show a panel under the pointer before any script has run', async () => {
    await page.viewport(1280, 800);
    serverRendered();
    expect(link('Cloud Migration')).not.toBeVisible();
    await userEvent.hover(link('What we do'));
    await vi.waitFor(() => expect(link('Cloud Migration')).toBeVisible());
    await userEvent.unhover(link('What we do'));
    expect(link('Cloud Migration')).not.toBeVisible();
  });

  it('should show a panel while focus is in its item before any script has run', async () => {
    await page.viewport(1280, 800);
    serverRendered();
    link('What we do').focus();
    await vi.waitFor(() => expect(link('Cloud Migration')).toBeVisible());
    await userEvent.tab();
    await userEvent.tab();
    expect(link('Cloud Migration')).toHaveFocus();
  });

  it('should keep the panel the pointer is in open when the script takes over', async () => {
    await page.viewport(1280, 800);
    serverRendered();
    await userEvent.hover(link('What we do'));
    await act(async () => {
      hydrateRoot(container, menu);
    });
    await vi.waitFor(() => expect(container.querySelector('nav')).toHaveAttribute('data-enhanced'));
    expect(link('Cloud Migration')).toBeVisible();
    expect(container.querySelector('[aria-label="Show What we do menu"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('should keep a panel shown on focus open when Enter is pressed after the script takes over', async () => {
    await page.viewport(1280, 800);
    serverRendered();
    await userEvent.unhover(link('What we do'));
    const trigger = () => container.querySelector('[aria-label="Show What we do menu"]')!;
    (trigger() as HTMLElement).focus();
    await vi.waitFor(() => expect(link('Cloud Migration')).toBeVisible());
    await act(async () => {
      hydrateRoot(container, menu);
    });
    await vi.waitFor(() => expect(container.querySelector('nav')).toHaveAttribute('data-enhanced'));
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    // The visitor asked for the panel they see: Enter keeps it, and a second Enter closes it.
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(link('Cloud Migration')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  describe('once the script runs', () => {
    const trigger = () => container.querySelector('[aria-label="Show What we do menu"]')!;
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    afterEach(() => document.removeEventListener('click', stayOnPage));
    const longerThanAnyTimer = () => new Promise((resolve) => setTimeout(resolve, 400));

    async function enhanced() {
      await page.viewport(1280, 800);
      serverRendered();
      await userEvent.unhover(link('What we do'));
      // The links are plain anchors here: keep the test page where it is. On the document, so
      // that the menu's own handlers, on the React root, see the click unprevented.
      document.addEventListener('click', stayOnPage);
      await act(async () => {
        hydrateRoot(container, menu);
      });
      await vi.waitFor(() =>
        expect(container.querySelector('nav')).toHaveAttribute('data-enhanced'),
      );
    }

    it('should close a panel for good when a link in it is chosen', async () => {
      await enhanced();
      await userEvent.hover(trigger());
      await vi.waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
      await userEvent.click(link('Workshops'));
      await vi.waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
      await longerThanAnyTimer();
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('should keep a panel opened by a click open, however soon the click follows the pointer', async () => {
      await enhanced();
      await userEvent.click(trigger());
      await longerThanAnyTimer();
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(trigger());
      await longerThanAnyTimer();
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('should keep a panel open while the pointer moves from it back to its button', async () => {
      await enhanced();
      await userEvent.hover(trigger());
      await vi.waitFor(() => expect(link('Cloud Migration')).toBeVisible());
      await userEvent.hover(link('Cloud Migration'));
      await userEvent.hover(trigger());
      await longerThanAnyTimer();
      expect(link('Cloud Migration')).toBeVisible();
      await userEvent.unhover(trigger());
      await vi.waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    });
  });
});
