import { expect } from 'vitest';
import type { z } from 'zod';

// What the content tests check against: the spec's lists written out on their own, and walkers.

export type Visit = (key: string, value: unknown, parent: object) => void;

/** Visits every property of every object and array reachable from `root` (functions skipped). */
export function walk(root: unknown, visit: Visit, seen = new Set<unknown>()): void {
  if (root === null || typeof root !== 'object' || seen.has(root)) return;
  seen.add(root);
  for (const [key, value] of Object.entries(root)) {
    visit(key, value, root);
    walk(value, visit, seen);
  }
}

export function allStrings(root: unknown): string[] {
  const found: string[] = [];
  walk(root, (key, value) => {
    if (typeof value === 'string') found.push(value);
    // Object keys are content too (e.g. the `{brand}ID` field name).
    found.push(key);
  });
  return found;
}

export function imageRecords(root: unknown): { src: string; width: unknown; height: unknown }[] {
  const found: { src: string; width: unknown; height: unknown }[] = [];
  walk(root, (_key, value) => {
    if (value !== null && typeof value === 'object' && 'src' in value) {
      const record = value as { src: unknown; width?: unknown; height?: unknown };
      if (typeof record.src === 'string') {
        found.push({ src: record.src, width: record.width, height: record.height });
      }
    }
  });
  return found;
}

export function expectValid(schema: z.ZodType, records: readonly unknown[]): void {
  for (const record of records) {
    const result = schema.safeParse(record);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  }
}

export const specServiceIds = [
  'ai',
  'software-dev',
  'web-dev',
  'mobile-dev',
  'ui',
  'dbms',
  'cyber',
  'cloud',
  'devops',
  'workshop',
  'internship',
  'training',
  'ecom',
  'digi-market',
];

/** The artwork contract of /work/briefs/media.md, written out independently of media.ts. */
export const mediaSizes = new Map<string, [number, number]>();
export const addMedia = (paths: string[], size: [number, number]) => {
  for (const path of paths) mediaSizes.set(path, size);
};
addMedia(
  specServiceIds.map((id) => `/media/services/${id}.svg`),
  [960, 720],
);
addMedia(
  specServiceIds.map((id) => `/media/pictograms/${id}.svg`),
  [96, 96],
);
addMedia(
  Array.from({ length: 10 }, (_, index) => `/media/people/testimonial-${index + 1}.svg`),
  [320, 320],
);
addMedia(
  ['leader-1', 'leader-2', 'profile-1', 'profile-2'].map((name) => `/media/people/${name}.svg`),
  [480, 560],
);
addMedia(
  'html css javascript node angular mongo jquery bootstrap tailwind java python firebase csharp adobe-xd figma android flutter react-native ios azure aws web-api sql postgresql'
    .split(' ')
    .map((slug) => `/media/tech/${slug}.svg`),
  [96, 96],
);
addMedia(
  ['ideation', 'design', 'development', 'testing', 'deployment'].map(
    (slug) => `/media/process/${slug}.svg`,
  ),
  [640, 480],
);
addMedia(
  'about offices who-we-are story vision mission promise quality careers contact services values values-1 values-2 values-3 experts-1 experts-2 experts-3 experts-4 life-1 life-2 life-3'
    .split(' ')
    .map((name) => `/media/company/${name}.svg`),
  [960, 720],
);
addMedia(['/media/hero/poster.webp'], [1280, 720]);

export const specServiceTitles = [
  'Artificial Intelligence(AI)',
  'Software Development',
  'Web Development',
  'App Development',
  'UI / UX Design',
  'Database Management',
  'Cyber Security',
  'Cloud Computing',
  'Dev Ops',
  'Workshops',
  'Internships',
  'Training & Placements',
  'E-commerce service',
  'Digital Marketing',
];
