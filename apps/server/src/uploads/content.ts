import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AcceptedFileKind } from '@ngs/forms';
import { fileTypeFromBuffer } from 'file-type';
import { isZipBomb } from './zip';

export interface DetectedFile {
  kind: AcceptedFileKind;
  /** The extension the stored copy gets: the detected type's, never the visitor's. */
  ext: string;
  mime: string;
}

/** D13 "any image": the raster formats browsers and phones produce. */
const imageExtensions = new Set(['png', 'jpg', 'gif', 'webp', 'avif', 'bmp', 'tif', 'heic']);

/** Bytes that are control characters on their own: all below space but tab, LF and CR; DEL. */
const controlBytes = new Uint8Array(256);
for (let byte = 0; byte < 0x20; byte += 1) controlBytes[byte] = 1;
for (const allowed of [0x09, 0x0a, 0x0d]) controlBytes[allowed] = 0;
controlBytes[0x7f] = 1;

/** In valid UTF-8: a control character between `start` and `end`, C1 (U+0080–U+009F) included. */
function hasControlCharacter(bytes: Uint8Array, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const byte = bytes[index]!;
    if (controlBytes[byte] === 1) return true;
    // U+0080–U+009F are C2 80 – C2 9F.
    if (byte === 0xc2) {
      const next = bytes[index + 1] ?? 0;
      if (next >= 0x80 && next <= 0x9f) return true;
    }
  }
  return false;
}

/**
 * Plain text has no magic bytes: valid UTF-8 with no control characters other than tab, line
 * feed and carriage return. A NUL or an escape byte means it is really something else.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  return isUtf8(bytes) && !hasControlCharacter(bytes, 0, bytes.length);
}

/** Scanning 5 MB takes 10–25 ms here: this much at a time, then other requests get a turn. */
const scanSliceBytes = 512 * 1024;

async function isPlainTextInTurns(bytes: Uint8Array): Promise<boolean> {
  if (!isUtf8(bytes)) return false;
  for (let start = 0; start < bytes.length; start += scanSliceBytes) {
    if (start > 0) await nextTurn();
    if (hasControlCharacter(bytes, start, Math.min(bytes.length, start + scanSliceBytes))) {
      return false;
    }
  }
  return true;
}

const bitmapInfoHeaderSizes = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

/**
 * file-type calls anything that starts with `BM` a bitmap. A real one has a file header whose
 * size and pixel-data offset fit the bytes, an info header of a size some version of the format
 * defines, and one colour plane.
 */
export function hasBitmapStructure(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const declaredSize = view.getUint32(2, true);
  const pixelOffset = view.getUint32(10, true);
  const infoHeaderSize = view.getUint32(14, true);
  if (!bitmapInfoHeaderSizes.has(infoHeaderSize)) return false;
  const headersEnd = 14 + infoHeaderSize;
  const planesAt = infoHeaderSize === 12 ? 22 : 26;
  if (bytes.byteLength < headersEnd || view.getUint16(planesAt, true) !== 1) return false;
  // Some writers leave the size 0, and bytes after the image do no harm.
  const sizeFits =
    declaredSize === 0 || (declaredSize >= headersEnd && declaredSize <= bytes.byteLength);
  return sizeFits && pixelOffset >= headersEnd && pixelOffset < bytes.byteLength;
}

/**
 * file-type calls anything that starts with `GIF` a GIF. A real one goes on with a version,
 * a screen descriptor, its colour table, and then an extension, an image or the trailer.
 */
export function hasGifStructure(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 14) return false;
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return false;
  const flags = bytes[10]!;
  const colourTableBytes = flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
  const next = bytes[13 + colourTableBytes];
  return next === 0x21 || next === 0x2c || next === 0x3b;
}

/** Images whose signature is a few printable letters: the structure has to be there too. */
const weakSignatureChecks: Record<string, (bytes: Uint8Array) => boolean> = {
  bmp: hasBitmapStructure,
  gif: hasGifStructure,
};

/**
 * What an upload really is, decided by its content (D13). Anything but a DOCX, a PDF, an image
 * or plain text is `undefined`: MSG, PPT and XLS (OLE2 compound files), executables, other zips,
 * and DOCX files whose zip would expand into a bomb.
 */
export async function detectFile(bytes: Uint8Array): Promise<DetectedFile | undefined> {
  if (bytes.byteLength === 0) return undefined;
  const type = await fileTypeFromBuffer(bytes);
  const weakSignature = type ? weakSignatureChecks[type.ext] : undefined;
  if (!type || (weakSignature && !weakSignature(bytes))) {
    return (await isPlainTextInTurns(bytes))
      ? { kind: 'text', ext: 'txt', mime: 'text/plain' }
      : undefined;
  }
  if (type.ext === 'pdf') return { kind: 'pdf', ext: 'pdf', mime: type.mime };
  if (imageExtensions.has(type.ext)) return { kind: 'image', ext: type.ext, mime: type.mime };
  if (type.ext === 'docx') {
    return (await isZipBomb(bytes)) ? undefined : { kind: 'docx', ext: 'docx', mime: type.mime };
  }
  return undefined;
}
