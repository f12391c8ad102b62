// A static export: the test serves `out/` as any host would, with no Node server to start.
export default { output: 'export' };
