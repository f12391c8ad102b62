// Random request bodies for the form endpoints: seeded, so every run sends the same ones, and
// never a valid submission.
/** A small seeded PRNG (mulberry32): the same 1,000 bodies on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof random>;

// Field names of both forms, but never the honeypot: a filled honeypot is answered 201 on purpose.
const fieldNames = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'resume',
  'coverLetter',
  'password',
  'legalFirstName',
  'legalLastName',
  'countryCode',
  'phoneNumber',
  'relocate',
  'agreement',
  'checkBoxagreement',
  'ngsID',
  'applicationType',
  '__proto__',
  'constructor',
  '',
];

/** Text without '@', so no generated body can ever be a valid submission. */
function randomText(rng: Random, max = 200): string {
  const alphabets = ['abcXYZ 019', '<>&"\'\\/{}[]', 'é履歴書😀\u0000\u202e', '\r\n\t;=--'];
  const alphabet = Array.from(rng.pick(alphabets));
  return Array.from({ length: rng.int(max) }, () => rng.pick(alphabet)).join('');
}

function randomJson(rng: Random, depth = 0): unknown {
  const kind = rng.int(depth > 3 ? 5 : 7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.next() < 0.5;
    case 2:
      return rng.pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14]);
    case 3:
    case 4:
      return randomText(rng, 60);
    case 5:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: rng.int(8) }, () => [
          rng.pick(fieldNames),
          randomJson(rng, depth + 1),
        ]),
      );
  }
}

function randomMultipart(rng: Random, boundary: string): string {
  const parts = Array.from({ length: rng.int(6) }, () => {
    const name = rng.pick(fieldNames);
    const file = rng.next() < 0.4 ? `; filename="${randomText(rng, 20).replace(/"/g, '')}"` : '';
    const broken = rng.next() < 0.3;
    return `--${broken ? randomText(rng, 5) : boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${randomText(rng, 300)}\r\n`;
  });
  return `${parts.join('')}${rng.next() < 0.7 ? `--${boundary}--\r\n` : ''}`;
}

export interface FuzzCase {
  path: string;
  contentType: string | undefined;
  body: Uint8Array | string;
}

export function fuzzCase(rng: Random): FuzzCase {
  const path = rng.pick(['/contact', '/job/apply']);
  const boundary = `----fuzz${rng.int(1e9)}`;
  const contentType = rng.pick([
    'application/json',
    'application/json; charset=utf-8',
    'multipart/form-data',
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data; boundary=',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'garbage',
    undefined,
  ]);
  const bodyKind = rng.int(4);
  let body: Uint8Array | string;
  if (bodyKind === 0) {
    body = new Uint8Array(Array.from({ length: rng.int(4096) }, () => rng.int(256)));
  } else if (bodyKind === 1) {
    body = randomText(rng, 2000);
  } else if (bodyKind === 2) {
    body = JSON.stringify(randomJson(rng)) ?? 'null';
  } else {
    body = randomMultipart(rng, boundary);
  }
  return { path, contentType, body };
}
