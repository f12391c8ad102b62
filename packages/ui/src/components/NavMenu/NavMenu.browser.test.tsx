import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { NavMenu } from './NavMenu';
import { items } from './navMenu.fixtures';

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
});
