import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as content from '@ngs/content';
import { describe, expect, it } from 'vitest';

const publicDir = join(import.meta.dirname, '..', 'public');
const mediaDir = join(publicDir, 'media');

function collectMediaPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectMediaPaths(item, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectMediaPaths(item, found));
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('generated media (D3)', () => {
  const referenced = [...collectMediaPaths(content)];

  it('should ship a file for every image and video the content references', () => {
    expect(referenced.length).toBeGreaterThan(70);
    const missing = referenced.filter((path) => !existsSync(join(publicDir, path)));
    expect(missing).toEqual([]);
  });

  it('should keep all media under 4 MB and each hero video under 1 MB', () => {
    const files = filesUnder(mediaDir);
    const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(4_000_000);
    for (const video of files.filter((file) => /\.(webm|mp4)$/.test(file))) {
      expect(statSync(video).size, video).toBeLessThan(1_000_000);
    }
  });

  it('should use only lean formats (SVG, WebP, AVIF, WebM, MP4)', () => {
    const others = filesUnder(mediaDir).filter((file) => !/\.(svg|webp|avif|webm|mp4)$/.test(file));
    expect(others).toEqual([]);
  });
});
