// No import cycle in any package, type-only imports included (`pnpm lint:cycles`, run by `pnpm
// lint`). ESLint's import-x/no-cycle skips `import type`, which is how the server's cycles hid.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module reaches itself again through its imports: move the shared part to a leaf.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports are dependencies too: they are what tied the server's features together.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'storybook-static', '/public/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default', 'node'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'],
    },
  },
};
