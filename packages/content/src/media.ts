import type { HeroVideo, Image, ServiceId } from './types';

// The paths and intrinsic sizes below are the contract with the artwork generator
// (packages/artwork): it renders exactly these files under apps/web/public/media/.

export const techSlugs = [
  'html',
  'css',
  'javascript',
  'node',
  'angular',
  'mongo',
  'jquery',
  'bootstrap',
  'tailwind',
  'java',
  'python',
  'firebase',
  'csharp',
  'adobe-xd',
  'figma',
  'android',
  'flutter',
  'react-native',
  'ios',
  'azure',
  'aws',
  'web-api',
  'sql',
  'postgresql',
] as const;
export type TechSlug = (typeof techSlugs)[number];

export const processSlugs = ['ideation', 'design', 'development', 'testing', 'deployment'] as const;
export type ProcessSlug = (typeof processSlugs)[number];

export const companyImageNames = [
  'about',
  'offices',
  'who-we-are',
  'story',
  'vision',
  'mission',
  'promise',
  'quality',
  'careers',
  'contact',
  'services',
  'values',
  'values-1',
  'values-2',
  'values-3',
  'experts-1',
  'experts-2',
  'experts-3',
  'experts-4',
  'life-1',
  'life-2',
  'life-3',
] as const;
export type CompanyImageName = (typeof companyImageNames)[number];

export type PortraitName =
  `testimonial-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}` | `leader-${1 | 2}` | `profile-${1 | 2}`;

/**
 * What each folder of /media holds. A mark is a logo, a brand's own sign, shown wherever that
 * brand is named; a picture is the site's art, and belongs to one page (D46).
 */
export const mediaFolders = {
  services: 'picture',
  pictograms: 'picture',
  people: 'picture',
  process: 'picture',
  company: 'picture',
  hero: 'picture',
  tech: 'mark',
} as const;

/** The site's own logo, the one file shown outside /media. */
const siteLogo = '/favicon.svg';

/**
 * Whether a file the pages show is a brand mark: the site's logo, or a file of a mark folder
 * (the technologies' logos). Anything else is a picture, including a file of no known folder.
 */
export function isBrandMark(src: string): boolean {
  const folder = /^\/media\/([^/]+)\//.exec(src)?.[1];
  if (folder === undefined) return src === siteLogo;
  return (mediaFolders as Record<string, string>)[folder] === 'mark';
}

/** The artwork of one folder of /media: every file in it is drawn at the same size. */
const artwork =
  <Name extends string>(folder: string, width: number, height: number) =>
  (name: Name, alt: string): Image => ({ src: `/media/${folder}/${name}.svg`, alt, width, height });

export const serviceImage = artwork<ServiceId>('services', 960, 720);
/** The compact sign of a service, drawn for the services grid in the style of its picture. */
export const servicePictogram = artwork<ServiceId>('pictograms', 96, 96);
export const techImage = artwork<TechSlug>('tech', 96, 96);
export const processImage = artwork<ProcessSlug>('process', 640, 480);
export const companyImage = artwork<CompanyImageName>('company', 960, 720);

export const portrait = (name: PortraitName, alt: string): Image =>
  name.startsWith('testimonial-')
    ? { src: `/media/people/${name}.svg`, alt, width: 320, height: 320 }
    : { src: `/media/people/${name}.svg`, alt, width: 480, height: 560 };

export const heroVideo: HeroVideo = {
  webm: '/media/hero/loop.webm',
  mp4: '/media/hero/loop.mp4',
  poster: {
    src: '/media/hero/poster.webp',
    alt: 'Slowly drifting streams of orange and blue light on a dark background',
    width: 1280,
    height: 720,
  },
};
