// @vitest-environment node
import { candidatePaths, staffPaths } from '@ngs/forms';
import { scriptHash, type AppFiles } from '@ngs/html-first';
import { appScriptsIn, declaredAppFiles } from '@ngs/html-first/testing';
import { rootRouteId } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { buildScriptHashes, render, type SiteManifest } from '../entry-server';
import { createAppRouter } from '../router';
import { sitePages } from '../sitePages';

// Every route but the root (in the entry, as in a real build) has a chunk of its own, named after
// it: a page given another route's chunks, or missing its own, declares other files, and its
// script has another hash.
const routeIds = Object.keys(createAppRouter().routesById).filter((id) => id !== rootRouteId);
const appFiles: AppFiles = {
  entry: '/assets/entry.js',
  chunks: ['/assets/framework.js'],
  fonts: '/assets/fonts.js',
  routeChunks: Object.fromEntries(routeIds.map((id) => [id, [`/assets${id}.js`]])),
};
const manifest: SiteManifest = { routes: {}, appFiles };
const allowed = new Set(buildScriptHashes(manifest));

/** The app scripts of the page the renderer writes for a path, with the files each declares. */
async function appScriptsOf(path: string) {
  const response = await render(new Request(new URL(path, 'http://localhost')), manifest);
  return appScriptsIn(await response.text()).map((script) => ({
    script,
    files: declaredAppFiles(script),
  }));
}

const { listed, unlisted } = sitePages();
const otherPaths = [
  '/no-such-page',
  '/service/quantum',
  '/a/b/c',
  '/search?q=cloud',
  '/apply?type=internship',
  staffPaths.signIn,
  `${staffPaths.home}/no/such/screen`,
  candidatePaths.home,
];

describe("a page's app script", () => {
  it.each([...listed, ...unlisted, ...otherPaths])(
    '%s should carry one, allowed by the hashes a page rendered per request is given',
    async (path) => {
      const scripts = await appScriptsOf(path);
      expect(scripts).toHaveLength(1);
      expect(allowed.has(scriptHash(scripts[0]!.script))).toBe(true);
    },
  );

  it("should give the loader the entry's chunks and the page's own route's", async () => {
    const [contact] = await appScriptsOf('/contact');
    expect(contact?.files.chunks).toEqual(['/assets/framework.js', '/assets/contact.js']);
    const [service] = await appScriptsOf('/service/cloud');
    expect(service?.files.chunks).toEqual(['/assets/framework.js', '/assets/service/$id.js']);
  });
});
