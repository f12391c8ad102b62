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

/**
 * The service ids, in the spec's order (the four groups list them in it): each picture's variant
 * follows it.
 */
export const SERVICE_IDS = Object.keys(SERVICES);
