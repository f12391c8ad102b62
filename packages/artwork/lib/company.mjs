// @ts-check
/**
 * Company images (960x720) and process step images (640x480, drawn in the
 * same 960x720 space). Abstract flat compositions matching their names.
 */
import { IDENTITY } from './company/identity.mjs';
import { COMMITMENTS } from './company/commitments.mjs';
import { VALUES } from './company/values.mjs';
import { TEAM } from './company/team.mjs';
import { PROCESS } from './company/process.mjs';

/** @typedef {import('./kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const COMPANY = { ...IDENTITY, ...COMMITMENTS, ...VALUES, ...TEAM };

export { PROCESS };
export const COMPANY_IDS = Object.keys(COMPANY);
export const PROCESS_IDS = Object.keys(PROCESS);
