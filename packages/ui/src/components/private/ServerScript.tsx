import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** True in the server's markup and while hydrating it; false once the app renders on its own. */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/**
 * A component's own few lines of script, written into the server's HTML where it stands, so that
 * a control answers from the first paint, before the app has hydrated the page. The script finds
 * its component through `document.currentScript`, should only change attributes (which hydration
 * leaves as they are) and should stand down once the component has mounted. Once the app renders
 * on its own the element is dropped: React never runs a script it renders on the client.
 */
export function ServerScript({ source }: { source: string }) {
  return useServerMarkup() ? <script dangerouslySetInnerHTML={{ __html: source }} /> : null;
}
