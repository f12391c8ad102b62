// pnpm applies only some publishConfig fields when it packs (exports, types, …) and not
// sideEffects, so the workspace's list (which names src/ files) would reach the tarball.
// This hook runs on `pnpm pack` and `pnpm publish` only; installs are untouched.
function beforePacking(manifest) {
  const { sideEffects, ...publishConfig } = manifest.publishConfig ?? {};
  if (sideEffects === undefined) return manifest;
  const packed = { ...manifest, sideEffects, publishConfig };
  if (Object.keys(publishConfig).length === 0) delete packed.publishConfig;
  return packed;
}

module.exports = { hooks: { beforePacking } };
