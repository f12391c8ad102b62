// @vitest-environment node
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import {
  compoundFile,
  docx,
  docxBomb,
  exe,
  jpeg,
  pdf,
  plainText,
  plainZip,
  png,
} from '../testing/files';
import { detectFile, hasBitmapStructure, isPlainText } from './content';

const text = (value: string) => new TextEncoder().encode(value);

/** A 24-bit bitmap with a BITMAPINFOHEADER (40 bytes) or the old core header (12 bytes). */
function bitmap({ width = 2, height = 2, infoHeaderSize = 40 } = {}): Uint8Array {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixelOffset = 14 + infoHeaderSize;
  const bytes = Buffer.alloc(pixelOffset + rowBytes * height, 0x7f);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(0, 6);
  bytes.writeUInt32LE(pixelOffset, 10);
  bytes.writeUInt32LE(infoHeaderSize, 14);
  if (infoHeaderSize === 12) {
    bytes.writeUInt16LE(width, 18);
    bytes.writeUInt16LE(height, 20);
    bytes.writeUInt16LE(1, 22);
    bytes.writeUInt16LE(24, 24);
  } else {
    bytes.fill(0, 18, pixelOffset);
    bytes.writeInt32LE(width, 18);
    bytes.writeInt32LE(height, 22);
    bytes.writeUInt16LE(1, 26);
    bytes.writeUInt16LE(24, 28);
  }
  return new Uint8Array(bytes);
}

/** A 1×1 GIF89a: header, screen descriptor with a 2-colour table, one image, trailer. */
const gif = () =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from('GIF89a', 'latin1'),
      Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
      Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
      Buffer.from([2, 2, 0x44, 0x01, 0, 0x3b]),
    ]),
  );

describe('detectFile (D13: by content, not by name)', () => {
  it('should accept a Word document, a PDF, images and plain text with the detected extension', async () => {
    expect(await detectFile(docx())).toMatchObject({ kind: 'docx', ext: 'docx' });
    expect(await detectFile(pdf())).toEqual({ kind: 'pdf', ext: 'pdf', mime: 'application/pdf' });
    expect(await detectFile(png())).toEqual({ kind: 'image', ext: 'png', mime: 'image/png' });
    expect(await detectFile(jpeg())).toMatchObject({ kind: 'image', ext: 'jpg' });
    expect(await detectFile(plainText())).toEqual({ kind: 'text', ext: 'txt', mime: 'text/plain' });
    expect(await detectFile(text('Résumé — 履歴書'))).toMatchObject({ kind: 'text' });
  });

  it('should refuse executables, OLE2 files (MSG, PPT, XLS) and zips that are not Word documents', async () => {
    expect(await detectFile(exe())).toBeUndefined();
    expect(await detectFile(compoundFile())).toBeUndefined();
    expect(await detectFile(plainZip())).toBeUndefined();
  });

  it('should refuse an empty file', async () => {
    expect(await detectFile(new Uint8Array(0))).toBeUndefined();
  });

  it('should store a text résumé that starts like a bitmap or a GIF as plain text', async () => {
    const plain = { kind: 'text', ext: 'txt', mime: 'text/plain' };
    for (const resume of ['BMW Group, 2019–2024: data engineer', 'GIFTY MENSAH\nData analyst']) {
      expect(await fileTypeFromBuffer(text(resume))).toMatchObject({ mime: /^image\// });
      expect(await detectFile(text(resume)), resume).toEqual(plain);
    }
  });

  it('should still recognise real bitmaps and GIFs', async () => {
    for (const infoHeaderSize of [12, 40, 124]) {
      expect(await detectFile(bitmap({ infoHeaderSize })), String(infoHeaderSize)).toEqual({
        kind: 'image',
        ext: 'bmp',
        mime: 'image/bmp',
      });
    }
    expect(await detectFile(gif())).toEqual({ kind: 'image', ext: 'gif', mime: 'image/gif' });
  });

  it('should refuse bytes that start with BM but are neither a bitmap nor text', async () => {
    const junk = new Uint8Array(64).fill(0x01);
    junk.set([0x42, 0x4d]);
    expect(await detectFile(junk)).toBeUndefined();
  });

  it('should refuse a Word document that would expand into a bomb', async () => {
    const bomb = docxBomb(60 * 1024 * 1024);
    expect(await fileTypeFromBuffer(bomb)).toMatchObject({ ext: 'docx' });
    expect(await detectFile(bomb)).toBeUndefined();
  });
});

describe('hasBitmapStructure', () => {
  const withUInt32 = (bytes: Uint8Array, offset: number, value: number) => {
    const copy = Buffer.from(bytes);
    copy.writeUInt32LE(value, offset);
    return copy;
  };

  it('should want a known info header, a size and a pixel offset that fit the bytes', () => {
    const real = bitmap();
    expect(hasBitmapStructure(real)).toBe(true);
    expect(hasBitmapStructure(withUInt32(real, 2, 0))).toBe(true);
    expect(hasBitmapStructure(withUInt32(real, 14, 41))).toBe(false);
    expect(hasBitmapStructure(withUInt32(real, 2, real.length + 1))).toBe(false);
    expect(hasBitmapStructure(withUInt32(real, 10, real.length))).toBe(false);
    expect(hasBitmapStructure(withUInt32(real, 10, 20))).toBe(false);
    expect(hasBitmapStructure(real.subarray(0, 30))).toBe(false);
  });
});

describe('isPlainText', () => {
  it('should allow tabs and both kinds of line ending', () => {
    expect(isPlainText(text('a\tb\r\nc\n'))).toBe(true);
  });

  it('should refuse NUL, escape and other control characters', () => {
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
      expect(isPlainText(text(`before${control}after`)), JSON.stringify(control)).toBe(false);
    }
  });

  it('should refuse bytes that are not UTF-8', () => {
    expect(isPlainText(new Uint8Array([0x61, 0xff, 0xfe, 0x62]))).toBe(false);
    expect(isPlainText(new Uint8Array([0xc3]))).toBe(false);
  });
});
