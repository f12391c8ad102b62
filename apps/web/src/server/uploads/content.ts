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

/**
 * Plain text has no magic bytes: valid UTF-8 with no control characters other than tab, line
 * feed and carriage return. A NUL or an escape byte means it is really something else.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const allowedControl = code === 0x09 || code === 0x0a || code === 0x0d;
    if ((code < 0x20 && !allowedControl) || (code >= 0x7f && code <= 0x9f)) return false;
  }
  return true;
}

/**
 * What an upload really is, decided by its content (D13). Anything but a DOCX, a PDF, an image
 * or plain text is `undefined`: MSG, PPT and XLS (OLE2 compound files), executables, other zips,
 * and DOCX files whose zip would expand into a bomb.
 */
export async function detectFile(bytes: Uint8Array): Promise<DetectedFile | undefined> {
  if (bytes.byteLength === 0) return undefined;
  const type = await fileTypeFromBuffer(bytes);
  if (!type) {
    return isPlainText(bytes) ? { kind: 'text', ext: 'txt', mime: 'text/plain' } : undefined;
  }
  if (type.ext === 'pdf') return { kind: 'pdf', ext: 'pdf', mime: type.mime };
  if (imageExtensions.has(type.ext)) return { kind: 'image', ext: type.ext, mime: type.mime };
  if (type.ext === 'docx') {
    return (await isZipBomb(bytes)) ? undefined : { kind: 'docx', ext: 'docx', mime: type.mime };
  }
  return undefined;
}
