import { createHash, type Hash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A multipart/form-data reader that works on the body as it arrives, a slice at a time, and
 * keeps only what the handler can use. `Request.formData()` parses the whole buffered body in
 * one synchronous pass (11 MB: 40–180 ms in which the server answers nobody) and keeps every
 * part whole; here no step does more than one slice's worth of work before others get a turn.
 */

export interface MultipartLimits {
  /** A text part longer than this is only measured: no field of the forms comes close. */
  textBytes: number;
  /** A kept file part larger than this is only measured. */
  fileBytes: number;
  /** More parts than this and the body is refused: a form has a fixed set of fields. */
  parts: number;
  /** The most bytes one part's header block may take. */
  headerBytes: number;
  /** The file fields whose content is kept; every other file part is only measured. */
  fileFields: ReadonlySet<string>;
}

export interface TextPart {
  /** Undefined when the part was longer than `textBytes`. */
  value: string | undefined;
  bytes: number;
}

export interface FilePart {
  filename: string;
  /** The Content-Type the client declared; nothing to trust. */
  declaredType: string;
  size: number;
  /** Undefined when the part was larger than `fileBytes`. */
  content: Buffer | undefined;
  /** SHA-256 of the content, hex; empty when the content was not kept. */
  sha256: string;
}

export interface MultipartForm {
  /** The first text part of each name. */
  texts: Map<string, TextPart>;
  /** For each kept file field, its first part that names a file or carries bytes. */
  files: Map<string, FilePart>;
}

/** The body does not follow multipart/form-data; `message` is for logs, never for clients. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

/** RFC 2046 boundary characters (a space only inside), at most 70 of them. */
const boundaryPattern = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary parameter of a multipart Content-Type, or undefined when it has none. */
export function multipartBoundary(contentType: string): string | undefined {
  for (const parameter of contentType.split(';').slice(1)) {
    const separator = parameter.indexOf('=');
    if (separator === -1) continue;
    if (parameter.slice(0, separator).trim().toLowerCase() !== 'boundary') continue;
    let value = parameter.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    return boundaryPattern.test(value) ? value : undefined;
  }
  return undefined;
}

interface PartHeaders {
  name: string;
  filename: string | undefined;
  contentType: string;
}

const headerTokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Browsers write `"`, CR and LF in quoted names as %22, %0D and %0A (the HTML standard). */
function unescapeQuoted(value: string): string {
  return value.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}

/** The parameters of a Content-Disposition value after its type, names lowercased. */
function dispositionParameters(rest: string): Map<string, string> {
  const parameters = new Map<string, string>();
  let position = 0;
  const skipSpaces = () => {
    while (rest[position] === ' ' || rest[position] === '\t') position += 1;
  };
  while (position < rest.length) {
    skipSpaces();
    if (rest[position] !== ';') throw new MultipartError('expected ; between parameters');
    position += 1;
    skipSpaces();
    if (position >= rest.length) break;
    const equals = rest.indexOf('=', position);
    if (equals === -1) throw new MultipartError('a parameter without a value');
    const name = rest.slice(position, equals).trim().toLowerCase();
    position = equals + 1;
    skipSpaces();
    let value: string;
    if (rest[position] === '"') {
      const closing = rest.indexOf('"', position + 1);
      if (closing === -1) throw new MultipartError('an unclosed quoted parameter');
      value = unescapeQuoted(rest.slice(position + 1, closing));
      position = closing + 1;
    } else {
      const end = rest.indexOf(';', position);
      value = rest.slice(position, end === -1 ? rest.length : end).trim();
      position = end === -1 ? rest.length : end;
    }
    if (!parameters.has(name)) parameters.set(name, value);
  }
  return parameters;
}

/** RFC 5987 `utf-8''…`; anything else is ignored in favour of the plain parameter. */
function extendedValue(value: string | undefined): string | undefined {
  if (value === undefined || !/^utf-8''/i.test(value)) return undefined;
  try {
    return decodeURIComponent(value.slice("utf-8''".length));
  } catch {
    return undefined;
  }
}

function parseHeaders(block: string): PartHeaders {
  let disposition: Map<string, string> | undefined;
  let contentType = '';
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) throw new MultipartError('a header line without a colon');
    const name = line.slice(0, colon).trim();
    if (!headerTokenPattern.test(name)) throw new MultipartError('a malformed header name');
    const value = line.slice(colon + 1).trim();
    switch (name.toLowerCase()) {
      case 'content-disposition': {
        const semicolon = value.indexOf(';');
        const type = (semicolon === -1 ? value : value.slice(0, semicolon)).trim();
        if (type.toLowerCase() !== 'form-data') throw new MultipartError('not form-data');
        disposition = dispositionParameters(semicolon === -1 ? '' : value.slice(semicolon));
        break;
      }
      case 'content-type':
        contentType = value;
        break;
      default:
        break;
    }
  }
  const name = disposition?.get('name');
  if (name === undefined) throw new MultipartError('a part without a name');
  const filename = extendedValue(disposition?.get('filename*')) ?? disposition?.get('filename');
  return { name, filename, contentType };
}

type State = 'preamble' | 'delimiter' | 'headers' | 'body' | 'done';

/** At most this many bytes are handled before the reader lets other work run. */
export const sliceBytes = 64 * 1024;

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

/** After this many bytes the reader lets other work run, however fast the body arrives. */
export const bytesPerTurn = 256 * 1024;

/**
 * Reads a request body through {@link MultipartParser}, a slice at a time, with a turn of the
 * event loop after every {@link bytesPerTurn}: a body that is already in memory (or arrives
 * faster than it is parsed) would otherwise be read in one go. A malformed body is read to its
 * end before the error is thrown, so the answer does not race the client's upload.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  const parser = new MultipartParser(boundary, limits);
  let failure: unknown;
  let sinceTurn = 0;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let offset = 0; offset < value.byteLength; offset += sliceBytes) {
        if (sinceTurn >= bytesPerTurn) {
          sinceTurn = 0;
          await nextTurn();
        }
        const slice = value.subarray(offset, offset + sliceBytes);
        sinceTurn += slice.byteLength;
        if (failure !== undefined) continue;
        try {
          parser.write(slice);
        } catch (error) {
          failure = error;
        }
      }
    }
  }
  if (failure !== undefined) throw failure;
  return parser.end();
}
