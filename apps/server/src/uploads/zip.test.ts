// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { docx, docxBomb, zip } from '../testing/files';
import { isZipBomb, summariseZip, zipLimits } from './zip';

describe('zip bomb check', () => {
  it('should read the declared sizes from the central directory', async () => {
    const summary = await summariseZip(zip([{ name: 'a.txt', data: new Uint8Array(1000) }]));
    expect(summary).toMatchObject({ entries: 1, uncompressedBytes: 1000 });
    expect(summary.compressedBytes).toBeLessThan(1000);
  });

  it('should let an ordinary Word document through', async () => {
    expect(await isZipBomb(docx())).toBe(false);
  });

  it('should refuse a document declaring more than 50 MB in total', async () => {
    expect(await isZipBomb(docxBomb(60 * 1024 * 1024))).toBe(true);
  });

  it('should refuse an entry that expands more than 100:1 even below the total limit', async () => {
    expect(await isZipBomb(docxBomb(8 * 1024 * 1024))).toBe(true);
  });

  it('should allow a well-compressed entry too small to hurt', async () => {
    expect(await isZipBomb(docxBomb(zipLimits.ratioFloorBytes / 2))).toBe(false);
  });

  it('should treat a zip it cannot read as a bomb', async () => {
    const truncated = docx().slice(0, 100);
    expect(await isZipBomb(truncated)).toBe(true);
    expect(await isZipBomb(new TextEncoder().encode('PK not really'))).toBe(true);
  });
});
