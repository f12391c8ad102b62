// @vitest-environment node
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bytesPerTurn,
  MultipartError,
  MultipartParser,
  multipartBoundary,
  readMultipart,
  type MultipartForm,
  type MultipartLimits,
} from './multipart';

const limits: MultipartLimits = {
  textBytes: 64,
  fileBytes: 1024,
  parts: 16,
  headerBytes: 512,
  fileFields: new Set(['resume', 'coverLetter']),
};

/** The body and boundary undici writes for a FormData: what browsers send, byte for byte. */
async function serialise(form: FormData): Promise<{ body: Uint8Array; boundary: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const boundary = multipartBoundary(request.headers.get('content-type') ?? '');
  if (!boundary) throw new Error('no boundary');
  return { body: new Uint8Array(await request.arrayBuffer()), boundary };
}

function parseInPieces(
  body: Uint8Array,
  boundary: string,
  cuts: readonly number[],
  parserLimits = limits,
): MultipartForm {
  const parser = new MultipartParser(boundary, parserLimits);
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    parser.write(body.subarray(start, cut));
    start = cut;
  }
  parser.write(body.subarray(start));
  return parser.end();
}

const raw = (text: string) => new TextEncoder().encode(text.replaceAll('\n', '\r\n'));

const texts = (form: MultipartForm) =>
  Object.fromEntries([...form.texts].map(([name, part]) => [name, part.value]));

describe('MultipartParser', () => {
  it('should read what FormData sends, however the body is cut into pieces', async () => {
    const field = fc.constantFrom('email', 'legalFirstName', 'website', 'ngsID', 'naïve "name"');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(field, fc.string({ unit: 'grapheme', maxLength: 20 })), {
          maxLength: 5,
        }),
        fc.option(fc.uint8Array({ maxLength: 300 })),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (fields, resume, cuts) => {
          const form = new FormData();
          for (const [name, value] of fields) form.append(name, value);
          if (resume)
            form.append('resume', new Blob([resume], { type: 'image/png' }), 'cv\n"1".png');
          const { body, boundary } = await serialise(form);
          const parsed = parseInPieces(
            body,
            boundary,
            cuts.map((cut) => cut % (body.length + 1)),
          );

          const firstOfEach = new Map<string, string>();
          for (const [name, value] of fields)
            if (!firstOfEach.has(name)) firstOfEach.set(name, value);
          expect(texts(parsed)).toEqual(Object.fromEntries(firstOfEach));
          if (!resume) {
            expect(parsed.files.size).toBe(0);
            return;
          }
          expect(parsed.files.get('resume')).toEqual({
            filename: 'cv\n"1".png',
            declaredType: 'image/png',
            size: resume.length,
            content: Buffer.from(resume),
            sha256: createHash('sha256').update(resume).digest('hex'),
          });
        },
      ),
      { seed: 20_260_517, numRuns: 200 },
    );
  });

  it('should keep the first text of a name and the first part of a file field that is a file', () => {
    const part = (disposition: string, content: string) =>
      `--b\nContent-Disposition: form-data; ${disposition}\n\n${content}\n`;
    // A browser sends an empty file input as an unnamed, empty file part.
    const body = raw(
      [
        part('name="email"', 'first@example.com'),
        part('name="email"', 'second@example.com'),
        part('name="resume"; filename=""', ''),
        part('name="resume"; filename="one.txt"', 'one'),
        part('name="resume"; filename="two.txt"', 'two'),
        part('name="other"; filename="other.txt"', 'not kept'),
        '--b--',
      ].join(''),
    );
    const parsed = parseInPieces(body, 'b', []);
    expect(texts(parsed)).toEqual({ email: 'first@example.com' });
    expect([...parsed.files.keys()]).toEqual(['resume']);
    expect(parsed.files.get('resume')?.content?.toString()).toBe('one');
  });

  it('should measure, not keep, a text part or a file part over its limit', async () => {
    const form = new FormData();
    form.append('legalFirstName', 'é'.repeat(limits.textBytes));
    form.append('legalLastName', 'a'.repeat(limits.textBytes));
    form.append('resume', new Blob([new Uint8Array(limits.fileBytes + 1)]), 'big.pdf');
    form.append('coverLetter', new Blob([new Uint8Array(limits.fileBytes)]), 'fits.pdf');
    const { body, boundary } = await serialise(form);
    const parsed = parseInPieces(body, boundary, [100, 200, 300]);
    expect(parsed.texts.get('legalFirstName')).toEqual({
      value: undefined,
      bytes: limits.textBytes * 2,
    });
    expect(parsed.texts.get('legalLastName')?.value).toBe('a'.repeat(limits.textBytes));
    expect(parsed.files.get('resume')).toMatchObject({
      size: limits.fileBytes + 1,
      content: undefined,
    });
    expect(parsed.files.get('coverLetter')?.content?.length).toBe(limits.fileBytes);
  });

  it('should skip the preamble and the epilogue, and read quoted, token and RFC 5987 names', () => {
    const body = raw(
      [
        'preamble',
        '--b',
        'Content-Disposition: form-data; name=plain',
        '',
        'one',
        '--b',
        'content-disposition: form-data; name="resume"; filename="x.txt"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.txt',
        'Content-Type: text/plain',
        '',
        'two',
        '--b--',
        'epilogue',
      ].join('\n'),
    );
    const parsed = parseInPieces(body, 'b', [3]);
    expect(texts(parsed)).toEqual({ plain: 'one' });
    expect(parsed.files.get('resume')).toMatchObject({
      filename: 'résumé.txt',
      declaredType: 'text/plain',
    });
  });

  it.each([
    ['no boundary at all', 'just text'],
    ['no closing boundary', '--b\nContent-Disposition: form-data; name="a"\n\nvalue'],
    ['a part without a name', '--b\nContent-Disposition: form-data\n\nvalue\n--b--'],
    ['a part without headers', '--b\n\nvalue\n--b--'],
    [
      'a disposition other than form-data',
      '--b\nContent-Disposition: attachment; name="a"\n\nv\n--b--',
    ],
    ['a header line without a colon', '--b\nContent-Disposition form-data; name="a"\n\nv\n--b--'],
    ['an unclosed quote', '--b\nContent-Disposition: form-data; name="a\n\nv\n--b--'],
    ['text after a boundary', '--b\nContent-Disposition: form-data; name="a"\n\nv\n--bx\n--b--'],
  ])('should refuse a body with %s', (_, text) => {
    expect(() => parseInPieces(raw(text), 'b', [])).toThrow(MultipartError);
  });

  it('should refuse more parts than the limit and headers longer than the limit', () => {
    const part = '--b\nContent-Disposition: form-data; name="a"\n\nv\n';
    expect(() => parseInPieces(raw(`${part.repeat(limits.parts + 1)}--b--`), 'b', [])).toThrow(
      'too many parts',
    );
    const longHeader = `--b\nContent-Disposition: form-data; name="a"\nX-Long: ${'x'.repeat(limits.headerBytes)}\n\nv\n--b--`;
    expect(() => parseInPieces(raw(longHeader), 'b', [])).toThrow('part headers are too long');
  });
});

describe('readMultipart', () => {
  const streamOf = (...chunks: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });

  it('should read a body that arrives as one large chunk', async () => {
    const form = new FormData();
    form.append('email', 'asha@example.com');
    form.append('resume', new Blob([new Uint8Array(300_000).fill(7)]), 'cv.pdf');
    const { body, boundary } = await serialise(form);
    const parsed = await readMultipart(streamOf(body), boundary, {
      ...limits,
      fileBytes: 1024 * 1024,
    });
    expect(texts(parsed)).toEqual({ email: 'asha@example.com' });
    expect(parsed.files.get('resume')?.content?.equals(Buffer.alloc(300_000, 7))).toBe(true);
  });

  it('should keep a file intact, with its SHA-256, across the room it grows into', async () => {
    const bytes = new Uint8Array(700_001).map((_, index) => (index * 31 + 7) % 251);
    const form = new FormData();
    form.append('resume', new Blob([bytes]), 'cv.pdf');
    form.append('coverLetter', new Blob([bytes.subarray(0, 262_144)]), 'letter.pdf');
    const { body, boundary } = await serialise(form);
    const parsed = parseInPieces(body, boundary, [1, 65_537, 262_150, 524_300, 600_000], {
      ...limits,
      fileBytes: 1024 * 1024,
    });
    for (const [field, expected] of [
      ['resume', bytes],
      ['coverLetter', bytes.subarray(0, 262_144)],
    ] as const) {
      const file = parsed.files.get(field);
      expect(file?.content?.equals(expected)).toBe(true);
      expect(file?.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
    }
  });

  it('should let other work run while it reads a body that is already in memory', async () => {
    const form = new FormData();
    form.append('legalFirstName', 'a'.repeat(2 * 1024 * 1024));
    const { body, boundary } = await serialise(form);
    const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, index) =>
      body.subarray(index * 65_536, (index + 1) * 65_536),
    );
    let turns = 0;
    let reading = true;
    const countTurn = () => {
      turns += 1;
      if (reading) setImmediate(countTurn);
    };
    setImmediate(countTurn);
    const parsed = await readMultipart(streamOf(...chunks), boundary, limits);
    reading = false;
    expect(parsed.texts.get('legalFirstName')?.bytes).toBe(2 * 1024 * 1024);
    // In-memory chunks arrive without a turn of the event loop in between.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(body.length / bytesPerTurn) - 1);
  });

  it('should read a malformed body to its end before refusing it', async () => {
    let pulled = 0;
    const chunks = [raw('--b\n\n'), raw('more'), raw('and more')];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[pulled];
        pulled += 1;
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    await expect(readMultipart(body, 'b', limits)).rejects.toThrow(MultipartError);
    expect(pulled).toBe(chunks.length + 1);
  });
});

describe('multipartBoundary', () => {
  it('should read a plain or quoted boundary and refuse a missing or malformed one', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc-123')).toBe('abc-123');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; BOUNDARY="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary=')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary=a\r\nb')).toBeUndefined();
    expect(multipartBoundary(`multipart/form-data; boundary=${'a'.repeat(71)}`)).toBeUndefined();
  });
});
