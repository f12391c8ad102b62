// Where the test helpers find this package and the site's build, said once: the helpers then
// work from any folder depth.
import { join } from 'node:path';

/** apps/server */
export const serverDir = join(import.meta.dirname, '..', '..');

/** The site's production build (turbo builds it before the suites that render with it). */
export const webDist = join(serverDir, '..', 'web', 'dist');
