import { techImage, techSlugs } from './media';
import type { TechSlug } from './media';
import type { TechTile } from './types';

// D2: the tile the spec writes as `{host}` is Firebase.
const tileNames: Record<TechSlug, string> = {
  html: 'HTML',
  css: 'CSS',
  javascript: 'JavaScript',
  node: 'Node',
  angular: 'Angular',
  mongo: 'Mongo',
  jquery: 'jQuery',
  bootstrap: 'Bootstrap',
  tailwind: 'Tailwind',
  java: 'Java',
  python: 'Python',
  firebase: 'Firebase',
  csharp: 'C#',
  'adobe-xd': 'Adobe XD',
  figma: 'Figma',
  android: 'Android',
  flutter: 'Flutter',
  'react-native': 'React Native',
  ios: 'iOS',
  azure: 'Azure',
  aws: 'AWS',
  'web-api': 'Web API',
  sql: 'SQL',
  postgresql: 'PostgreSQL',
};

/** The 24 technology tiles of the services screen, in the spec's order. */
export const technologies: readonly TechTile[] = techSlugs.map((slug) => ({
  text: tileNames[slug],
  img: techImage(slug, `${tileNames[slug]} logo`),
}));
