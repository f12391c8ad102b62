import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltFiles } from './builtFiles';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ngs-site-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("hello");\n'.repeat(200));
  writeFileSync(join(root, 'assets', 'tiny.css'), 'a{}');
  writeFileSync(join(root, 'assets', 'clip.mp4'), Buffer.alloc(4096));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readBuiltFiles', () => {
  it('should list no file under a name starting with a dot', () => {
    expect([...readBuiltFiles(root).keys()].sort()).toEqual([
      'assets/app.js',
      'assets/clip.mp4',
      'assets/tiny.css',
    ]);
  });

  it('should compress a file once per encoding and keep it', async () => {
    const file = readBuiltFiles(root).get('assets/app.js')!;
    const first = await file.encoded('gzip');
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.body).equals(file.identity.body)).toBe(true);
    expect(await file.encoded('gzip')).toBe(first);
    expect(first.etag).toMatch(/^W\/".+-gz"$/);
    expect(file.identity.etag).toMatch(/^"[^"]+"$/);
  });

  it('should send a file as it is when compression would not make it smaller, or would not help', async () => {
    const files = readBuiltFiles(root);
    const tiny = files.get('assets/tiny.css')!;
    expect(await tiny.encoded('br')).toBe(tiny.identity);
    const video = files.get('assets/clip.mp4')!;
    expect(video.compressible).toBe(false);
    expect(await video.encoded('gzip')).toBe(video.identity);
  });
});
