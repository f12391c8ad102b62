import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerScripts } from '../components/private/ServerScript';

/**
 * Puts `ui` in the page as a server sends it, the components' own scripts included, and runs
 * those scripts as the parser would (a script inserted through `innerHTML` never runs; a module
 * script runs a moment later, as after parsing). Returns the container, for the test to hydrate
 * and remove.
 */
export function serverPage(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerScripts>{ui}</ServerScripts>);
  document.body.append(container);
  for (const inert of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }
  return container;
}
