import { writeSiteFixture } from './siteFixture';

/**
 * The tests run the built server (dist/main.js) against a small site of their own (no Vite build
 * of the app is needed). turbo builds the server first: test:http depends on build.
 */
export default function setup() {
  writeSiteFixture();
}
