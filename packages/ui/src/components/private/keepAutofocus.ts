/**
 * Keeps `autofocus` on an element the app renders on the client: React writes the attribute
 * only into server-rendered HTML, and the browser focuses the element carrying it when its
 * dialog or popover opens. Pass it as `ref` together with `autoFocus`.
 */
export function keepAutofocus(element: HTMLElement | null): void {
  element?.setAttribute('autofocus', '');
}
