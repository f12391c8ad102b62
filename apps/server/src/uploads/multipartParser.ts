import { createHash, type Hash } from 'node:crypto';
import { MultipartError, type MultipartForm, type MultipartLimits } from './multipartForm';
import { parseHeaders, type PartHeaders } from './multipartHeaders';

type State = 'preamble' | 'delimiter' | 'headers' | 'body' | 'done';

const crlf = Buffer.from('\r\n');
const headersEnd = Buffer.from('\r\n\r\n');
const textDecoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The first room reserved for a file's bytes; it doubles as they arrive. */
const initialFileRoom = 256 * 1024;

/** `buffer` (whose first `used` bytes count) or a larger copy, with room for `needed` bytes. */
function withRoomFor(buffer: Buffer | undefined, used: number, needed: number, limit: number) {
  if (buffer && buffer.length >= needed) return buffer;
  let room = buffer?.length ?? Math.min(initialFileRoom, limit);
  while (room < needed) room = Math.min(room * 2, limit);
  const larger = Buffer.allocUnsafe(room);
  buffer?.copy(larger, 0, 0, used);
  return larger;
}

/**
 * The parser itself, fed slice by slice. A part's body ends at CRLF, two dashes and the
 * boundary; the first delimiter may open the body without the CRLF, so the body is read as if
 * a CRLF came first.
 */
export class MultipartParser {
  readonly #limits: MultipartLimits;
  readonly #delimiter: Buffer;
  #pending: Buffer = Buffer.from(crlf);
  #state: State = 'preamble';
  #parts = 0;
  readonly #form: MultipartForm = { texts: new Map(), files: new Map() };
  #part: PartHeaders | undefined;
  #bytes = 0;
  #textChunks: Buffer[] = [];
  #fileContent: Buffer | undefined;
  #hash: Hash | undefined;
  #keepFile = false;

  constructor(boundary: string, limits: MultipartLimits) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
    this.#limits = limits;
  }

  write(chunk: Uint8Array): void {
    const data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.#pending = this.#pending.length === 0 ? data : Buffer.concat([this.#pending, data]);
    while (this.#step()) {
      // Each step consumes what it can; it returns false once it needs more bytes.
    }
  }

  end(): MultipartForm {
    if (this.#state !== 'done') throw new MultipartError('the body ended before the last boundary');
    return this.#form;
  }

  #step(): boolean {
    switch (this.#state) {
      case 'preamble':
        return this.#skipPreamble();
      case 'delimiter':
        return this.#afterDelimiter();
      case 'headers':
        return this.#readHeaders();
      case 'body':
        return this.#readBody();
      case 'done':
        // The epilogue after the closing delimiter means nothing.
        this.#pending = Buffer.alloc(0);
        return false;
    }
  }

  #consume(count: number): void {
    this.#pending = this.#pending.subarray(count);
  }

  #skipPreamble(): boolean {
    const found = this.#pending.indexOf(this.#delimiter);
    if (found === -1) {
      this.#consume(Math.max(0, this.#pending.length - this.#delimiter.length + 1));
      return false;
    }
    this.#consume(found + this.#delimiter.length);
    this.#state = 'delimiter';
    return true;
  }

  /** After a delimiter: `--` closes the body; otherwise optional blanks, then CRLF. */
  #afterDelimiter(): boolean {
    const pending = this.#pending;
    if (pending.length < 2) return false;
    if (pending[0] === 0x2d && pending[1] === 0x2d) {
      this.#state = 'done';
      return true;
    }
    let position = 0;
    while (
      position < pending.length &&
      (pending[position] === 0x20 || pending[position] === 0x09)
    ) {
      position += 1;
    }
    if (position > 256) throw new MultipartError('too much padding after a boundary');
    if (pending.length < position + 2) return false;
    if (pending[position] !== 0x0d || pending[position + 1] !== 0x0a) {
      throw new MultipartError('expected CRLF after a boundary');
    }
    this.#consume(position + 2);
    this.#state = 'headers';
    return true;
  }

  #readHeaders(): boolean {
    const pending = this.#pending;
    // A part with no header lines has its blank line right away; it has no name either.
    const end = pending.indexOf(headersEnd);
    const blockEnd = pending.length >= 2 && pending[0] === 0x0d && pending[1] === 0x0a ? 0 : end;
    if (blockEnd === -1) {
      if (pending.length > this.#limits.headerBytes) {
        throw new MultipartError('part headers are too long');
      }
      return false;
    }
    if (blockEnd > this.#limits.headerBytes) throw new MultipartError('part headers are too long');
    this.#parts += 1;
    if (this.#parts > this.#limits.parts) throw new MultipartError('too many parts');
    this.#startPart(parseHeaders(textDecoder.decode(pending.subarray(0, blockEnd))));
    this.#consume(blockEnd + (blockEnd === 0 ? 2 : headersEnd.length));
    this.#state = 'body';
    return true;
  }

  #readBody(): boolean {
    const pending = this.#pending;
    const found = pending.indexOf(this.#delimiter);
    if (found === -1) {
      // The last bytes may be the start of a delimiter split across slices.
      const safe = Math.max(0, pending.length - this.#delimiter.length + 1);
      if (safe > 0) this.#take(pending.subarray(0, safe));
      this.#consume(safe);
      return false;
    }
    this.#take(pending.subarray(0, found));
    this.#finishPart();
    this.#consume(found + this.#delimiter.length);
    this.#state = 'delimiter';
    return true;
  }

  #startPart(headers: PartHeaders): void {
    this.#part = headers;
    this.#bytes = 0;
    this.#textChunks = [];
    this.#fileContent = undefined;
    this.#hash = undefined;
    this.#keepFile =
      headers.filename !== undefined &&
      this.#limits.fileFields.has(headers.name) &&
      !this.#form.files.has(headers.name);
  }

  #take(bytes: Buffer): void {
    if (bytes.length === 0 || !this.#part) return;
    const offset = this.#bytes;
    this.#bytes += bytes.length;
    if (this.#part.filename === undefined) {
      if (this.#bytes <= this.#limits.textBytes) this.#textChunks.push(Buffer.from(bytes));
      else this.#textChunks = [];
      return;
    }
    if (!this.#keepFile) return;
    if (this.#bytes > this.#limits.fileBytes) {
      this.#fileContent = undefined;
      this.#hash = undefined;
      this.#keepFile = false;
      return;
    }
    // Copied slice by slice as they arrive, into room that doubles as it fills: reserving the
    // limit (5 MB) for every file made each 1 MB upload cost 5 MB of memory outside the heap,
    // and under load the collector ran a full pass every few requests to give it back.
    this.#fileContent = withRoomFor(this.#fileContent, offset, this.#bytes, this.#limits.fileBytes);
    this.#hash ??= createHash('sha256');
    bytes.copy(this.#fileContent, offset);
    this.#hash.update(bytes);
  }

  #finishPart(): void {
    const part = this.#part;
    if (!part) return;
    this.#part = undefined;
    if (part.filename === undefined) {
      if (!this.#form.texts.has(part.name)) {
        const value =
          this.#bytes <= this.#limits.textBytes
            ? textDecoder.decode(Buffer.concat(this.#textChunks))
            : undefined;
        this.#form.texts.set(part.name, { value, bytes: this.#bytes });
      }
      this.#textChunks = [];
      return;
    }
    // Browsers send an unnamed empty part for an empty file input: it is no file.
    const isFile = part.filename !== '' || this.#bytes > 0;
    if (!this.#limits.fileFields.has(part.name) || this.#form.files.has(part.name) || !isFile) {
      return;
    }
    const kept = this.#bytes <= this.#limits.fileBytes;
    const content = kept
      ? (this.#fileContent?.subarray(0, this.#bytes) ?? Buffer.alloc(0))
      : undefined;
    this.#form.files.set(part.name, {
      filename: part.filename,
      declaredType: part.contentType,
      size: this.#bytes,
      content,
      sha256: content ? (this.#hash ?? createHash('sha256')).digest('hex') : '',
    });
    this.#fileContent = undefined;
    this.#hash = undefined;
  }
}
