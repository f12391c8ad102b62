import yauzl from 'yauzl';

/** What a DOCX may expand to. A real résumé is a few hundred kilobytes of XML and images. */
export const zipLimits = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  /** Below this an entry, however well compressed, cannot hurt anyone: tiny XML parts often are. */
  ratioFloorBytes: 1024 * 1024,
} as const;

export interface ZipSummary {
  entries: number;
  compressedBytes: number;
  uncompressedBytes: number;
}

/** Reads only the central directory: nothing is inflated. Rejects when the zip cannot be read. */
export function summariseZip(bytes: Uint8Array): Promise<ZipSummary> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError) return reject(openError);
      if (zip.entryCount > zipLimits.maxEntries) {
        zip.close();
        return reject(new Error(`too many entries: ${zip.entryCount}`));
      }
      const summary: ZipSummary = { entries: 0, compressedBytes: 0, uncompressedBytes: 0 };
      zip.on('error', reject);
      zip.on('end', () => resolve(summary));
      zip.on('entry', (entry: yauzl.Entry) => {
        summary.entries += 1;
        summary.compressedBytes += entry.compressedSize;
        summary.uncompressedBytes += entry.uncompressedSize;
        if (
          entry.uncompressedSize > zipLimits.ratioFloorBytes &&
          entry.uncompressedSize > entry.compressedSize * zipLimits.maxRatio
        ) {
          zip.close();
          return reject(new Error(`entry expands more than ${zipLimits.maxRatio}:1`));
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

/**
 * A zip bomb: a small upload that would expand to far more than any document needs once
 * opened by whoever reads it later. Decided from the sizes the zip declares.
 */
export async function isZipBomb(bytes: Uint8Array): Promise<boolean> {
  let summary: ZipSummary;
  try {
    summary = await summariseZip(bytes);
  } catch {
    return true;
  }
  const { compressedBytes, uncompressedBytes } = summary;
  return (
    uncompressedBytes > zipLimits.maxTotalUncompressedBytes ||
    (uncompressedBytes > zipLimits.ratioFloorBytes &&
      uncompressedBytes > Math.max(compressedBytes, 1) * zipLimits.maxRatio)
  );
}
