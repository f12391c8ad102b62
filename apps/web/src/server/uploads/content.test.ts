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
import { detectFile, isPlainText } from './content';

const text = (value: string) => new TextEncoder().encode(value);

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

  it('should refuse a Word document that would expand into a bomb', async () => {
    const bomb = docxBomb(60 * 1024 * 1024);
    expect(await fileTypeFromBuffer(bomb)).toMatchObject({ ext: 'docx' });
    expect(await detectFile(bomb)).toBeUndefined();
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
