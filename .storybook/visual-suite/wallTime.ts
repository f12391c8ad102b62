// CI's budget for this suite is a few minutes of the whole `pnpm test`: say what it took.
export function setup(): () => void {
  const start = performance.now();
  return () => {
    const seconds = (performance.now() - start) / 1000;
    console.log(`test:visual wall time: ${seconds.toFixed(1)} s`);
  };
}
