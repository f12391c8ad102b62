// What the scripts' in-page code finds in the browser besides the DOM's own types: the bench's
// watcher (bench/bench-interaction.watcher.mjs), the chunks a route's page adds for the app
// loader (@ngs/html-first), and Chromium's Network Information API.
declare global {
  interface Window {
    __bench: { arm: (arg: unknown) => number };
    __appRouteChunks?: string[];
  }
  interface Navigator {
    connection?: { saveData?: boolean };
  }
}

export {};
