// What the scripts' in-page code finds in the browser besides the DOM's own types: the bench's
// watcher (bench/bench-interaction.watcher.mjs).
declare global {
  interface Window {
    __bench: { arm: (arg: unknown) => number };
  }
}

export {};
