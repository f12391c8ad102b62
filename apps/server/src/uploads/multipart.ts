import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MultipartForm, MultipartLimits } from './multipartForm';
import { MultipartParser } from './multipartParser';

/**
 * A multipart/form-data reader that works on the body as it arrives, a slice at a time, and
 * keeps only what the handler can use. `Request.formData()` parses the whole buffered body in
 * one synchronous pass (11 MB: 40–180 ms in which the server answers nobody) and keeps every
 * part whole; here no step does more than one slice's worth of work before others get a turn.
 */

// Callers import from this module alone; the parts live in the multipart-* modules beside it.
export {
  MultipartError,
  type FilePart,
  type MultipartForm,
  type MultipartLimits,
  type TextPart,
} from './multipartForm';
export { multipartBoundary } from './multipartHeaders';
export { MultipartParser } from './multipartParser';

/** At most this many bytes are handled before the reader lets other work run. */
export const sliceBytes = 64 * 1024;

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
