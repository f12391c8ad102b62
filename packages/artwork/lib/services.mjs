// @ts-check
/**
 * Service illustrations (960x720), one distinct composition per service id.
 */
import { DEVELOPMENT } from './services/development.mjs';
import { INFRASTRUCTURE } from './services/infrastructure.mjs';
import { LEARNING } from './services/learning.mjs';
import { MARKETING } from './services/marketing.mjs';

/** @typedef {import('./kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const SERVICES = { ...DEVELOPMENT, ...INFRASTRUCTURE, ...LEARNING, ...MARKETING };

/** Ordered service ids as listed in the media contract. */
export const SERVICE_IDS = [
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
