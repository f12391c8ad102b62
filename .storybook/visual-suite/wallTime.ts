// CI's budget for this suite is a few minutes of the whole `pnpm test`: say what it took.
// Vitest runs global setup once per project, and the browser instance is a second project.
const started = Symbol.for('ngs.visualWallTime');
type WithStart = typeof globalThis & { [started]?: number };

export function setup(): (() => void) | void {
  const state = globalThis as WithStart;
  if (state[started] !== undefined) return;
  state[started] = performance.now();
  return () => {
    const seconds = (performance.now() - (state[started] ?? 0)) / 1000;
    console.log(`test:visual wall time: ${seconds.toFixed(1)} s`);
  };
}
