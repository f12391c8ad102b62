// The phone the benchmark stands for: Lighthouse's mobile profile (4x CPU, 150 ms, 1.6 Mbps down).

/** Lighthouse's mobile profile, applied to each page through the DevTools protocol. */
export const throttling = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/** Slows `page` down to the profile: its CPU, and its network both ways. */
export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', throttling.network);
}
