// Packs the built kit exactly as `pnpm publish` would and unpacks it where a consumer's
// dependencies resolve: inside this package's node_modules, so react, its types and the
// kit's own dependencies are found by walking up, as they would be in a site.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const kitDir = join(import.meta.dirname, '..');

/** Runs `use(kit)` on a fresh tarball, then removes every file it wrote. */
export async function withPackedKit(use) {
  const cacheDir = join(kitDir, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, 'ngs-ui-packed-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', work], {
      cwd: kitDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    const consumerDir = join(work, 'consumer');
    const packageDir = join(consumerDir, 'node_modules', '@ngs', 'ui');
    mkdirSync(packageDir, { recursive: true });
    // Without a manifest of its own, '@ngs/ui' would resolve to this package's src/ (self-reference).
    writeFileSync(
      join(consumerDir, 'package.json'),
      JSON.stringify({ name: 'packed-kit-consumer', private: true, type: 'module' }),
    );
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', packageDir, '--strip-components=1']);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const files = listFiles(packageDir).map((file) => relative(packageDir, file));
    return await use({ tarball, consumerDir, packageDir, manifest, files });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
